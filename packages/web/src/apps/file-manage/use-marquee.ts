import { useEffect, useRef, useState, type MouseEvent as ReactMouseEvent, type RefObject } from 'react';
import type { Selection } from '../../shell/files/selection';
import {
  edgeScrollStep,
  entriesInRect,
  rectOf,
  type EntryLayout,
  type Point,
  type Rect,
} from './marquee-geometry';

/** A press that moves less than this is a click (it clears the selection), not a rubber band. */
const DRAG_THRESHOLD_PX = 4;
const SCROLL_TICK_MS = 16;

export interface MarqueeOptions {
  /** The scrolling element; its first child is the virtual content, as tall as every row. */
  scroller: RefObject<HTMLDivElement | null>;
  layout: EntryLayout;
  selection: Selection;
  onSelect: (selection: Selection) => void;
}

/**
 * Where a press drags the entry under it instead: its icon and name (a list row), a whole tile,
 * the rename box. Anywhere else (below the rows, a row's blank width and its other columns, the
 * gaps between tiles) a press and a drag draw a rubber band.
 */
const ENTRY_HANDLE = '.fm-icon, .fm-name, .fm-share-badge, .fm-tile, input, button';

/**
 * Rubber-band selection: pressed on the empty part of a list or grid and dragged, it selects the
 * entries the rectangle touches (with Ctrl, Cmd or Shift, in addition to those selected before),
 * and scrolls the list while the pointer is held at or past its top or bottom edge. Answers the
 * mouse-down handler for the scroller and the rectangle to draw, in content coordinates.
 */
export function useMarquee({ scroller, layout, selection, onSelect }: MarqueeOptions) {
  const [box, setBox] = useState<Rect | null>(null);
  // The latest layout, selection and callback for the window listeners of a drag in progress.
  const latest = useRef({ layout, selection, onSelect });
  useEffect(() => {
    latest.current = { layout, selection, onSelect };
  });
  const stopDrag = useRef<(() => void) | null>(null);
  useEffect(() => () => stopDrag.current?.(), []);

  const onMouseDown = (event: ReactMouseEvent<HTMLDivElement>) => {
    const element = scroller.current;
    const content = element?.firstElementChild;
    const target = event.target as HTMLElement;
    if (event.button !== 0 || !element || !(content instanceof HTMLElement)) return;
    if (target.closest(ENTRY_HANDLE)) return;
    // A press on the scroll bar scrolls.
    const bounds = element.getBoundingClientRect();
    if (event.clientX >= bounds.left + element.clientWidth) return;

    const toContent = (clientX: number, clientY: number): Point => {
      const origin = content.getBoundingClientRect();
      return {
        x: Math.max(0, Math.min(origin.width, clientX - origin.left)),
        y: Math.max(0, clientY - origin.top),
      };
    };
    // No native drag of the row pressed on, no text selection; the list keeps the keyboard.
    event.preventDefault();
    (element.closest('[tabindex]') as HTMLElement | null)?.focus();
    const start = toContent(event.clientX, event.clientY);
    const startClient = { x: event.clientX, y: event.clientY };
    const additive = event.ctrlKey || event.metaKey || event.shiftKey;
    const base = additive ? latest.current.selection.indices : new Set<number>();
    const baseAnchor = additive ? latest.current.selection.anchor : null;
    let pointer = startClient;
    let dragging = false;
    let lastHit = '';

    const update = () => {
      const rect = rectOf(start, toContent(pointer.x, pointer.y));
      setBox(rect);
      const hit = entriesInRect(rect, latest.current.layout);
      const key = hit.join(',');
      if (key === lastHit) return;
      lastHit = key;
      const indices = new Set(base);
      for (const index of hit) indices.add(index);
      latest.current.onSelect({ indices, anchor: baseAnchor ?? hit[0] ?? null });
    };
    const onMove = (move: MouseEvent) => {
      pointer = { x: move.clientX, y: move.clientY };
      if (!dragging && Math.hypot(pointer.x - startClient.x, pointer.y - startClient.y) < DRAG_THRESHOLD_PX)
        return;
      dragging = true;
      update();
    };
    const timer = setInterval(() => {
      if (!dragging) return;
      const view = element.getBoundingClientRect();
      const step = edgeScrollStep(pointer.y, view.top, view.bottom);
      if (step === 0) return;
      const before = element.scrollTop;
      element.scrollTop += step;
      if (element.scrollTop !== before) update();
    }, SCROLL_TICK_MS);
    const finish = () => {
      clearInterval(timer);
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('mouseup', finish);
      window.removeEventListener('blur', finish);
      stopDrag.current = null;
      setBox(null);
      // The click that ends a rubber band must not read as a click on the empty list (which clears).
      if (dragging) {
        const swallow = (click: MouseEvent) => click.stopPropagation();
        window.addEventListener('click', swallow, { capture: true, once: true });
        setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
      }
    };
    window.addEventListener('mousemove', onMove);
    window.addEventListener('mouseup', finish);
    window.addEventListener('blur', finish);
    stopDrag.current = finish;
  };

  return { onMouseDown, box };
}
