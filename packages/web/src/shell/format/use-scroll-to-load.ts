import { useCallback, useEffect, useRef, type UIEvent } from 'react';

/** GEN-18: within 10 px of the bottom, 100 ms after scrolling stops. */
export const SCROLL_LOAD = { thresholdPx: 10, delayMs: 100 } as const;

export interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

export function isNearBottom(box: ScrollBox, thresholdPx: number = SCROLL_LOAD.thresholdPx): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= thresholdPx;
}

export interface ScrollToLoadOptions {
  /** False while a page is loading or nothing more exists. */
  enabled?: boolean;
  thresholdPx?: number;
  delayMs?: number;
}

/**
 * Returns an `onScroll` handler for a scroll container: `loadMore` runs once scrolling has rested
 * for 100 ms within 10 px of the bottom (GEN-18). Resting first keeps a fast fling from firing
 * a load per scroll event.
 */
export function useScrollToLoad(loadMore: () => void, options: ScrollToLoadOptions = {}) {
  const { enabled = true, thresholdPx = SCROLL_LOAD.thresholdPx, delayMs = SCROLL_LOAD.delayMs } = options;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ loadMore, enabled });
  useEffect(() => {
    latest.current = { loadMore, enabled };
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (event: UIEvent<HTMLElement>) => {
      const box = event.currentTarget;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (latest.current.enabled && isNearBottom(box, thresholdPx)) latest.current.loadMore();
      }, delayMs);
    },
    [thresholdPx, delayMs],
  );
}
