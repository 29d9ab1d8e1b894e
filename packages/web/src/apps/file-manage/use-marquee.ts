import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
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
 * Rubber-band selection: pressed on the empty part of a list or grid and dragged, it selects the
 * entries the rectangle touches (with Ctrl, Cmd or Shift, in addition to those selected before),
 * and scrolls the list while the pointer is held at or past its top or bottom edge. Answers the
 * pointer-down handler for the scroller and the rectangle to draw, in content coordinates.
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

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    const element = scroller.current;
    const content = element?.firstElementChild;
    const target = event.target as HTMLElement;
    if (event.button !== 0 || !element || !(content instanceof HTMLElement)) return;
    if (target.closest('[data-index]')) return;
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
    const onMove = (move: PointerEvent) => {
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
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', finish);
      window.removeEventListener('pointercancel', finish);
      stopDrag.current = null;
      setBox(null);
      // The click that ends a rubber band must not read as a click on the empty list (which clears).
      if (dragging) {
        const swallow = (click: MouseEvent) => click.stopPropagation();
        window.addEventListener('click', swallow, { capture: true, once: true });
        setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
      }
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', finish);
    window.addEventListener('pointercancel', finish);
    stopDrag.current = finish;
  };

  return { onPointerDown, box };
}
