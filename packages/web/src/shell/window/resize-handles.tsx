import { useRef, type PointerEvent } from 'react';
import { RESIZE_EDGES, resizeRect, type ResizeEdge } from '../window-manager/resize-rect';
import type { WindowRect } from '../window-manager/window-actions';
import { useWindowStore } from '../window-manager/window-store';

interface Grip {
  pointerId: number;
  edge: ResizeEdge;
  x: number;
  y: number;
  start: WindowRect;
}

/** Invisible strips along the edges and corners of a window that resize it (never below its minimum). */
export function ResizeHandles({ name }: { name: string }) {
  const grip = useRef<Grip | null>(null);

  const onPointerDown = (edge: ResizeEdge) => (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const window = useWindowStore.getState().windows[name];
    if (!window) return;
    const { left, top, width, height } = window;
    grip.current = {
      pointerId: event.pointerId,
      edge,
      x: event.clientX,
      y: event.clientY,
      start: { left, top, width, height },
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.preventDefault();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = grip.current;
    const store = useWindowStore.getState();
    const window = store.windows[name];
    if (!current || current.pointerId !== event.pointerId || !window) return;
    const rect = resizeRect(
      current.start,
      current.edge,
      event.clientX - current.x,
      event.clientY - current.y,
      window,
    );
    store.resize(name, rect);
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (grip.current?.pointerId !== event.pointerId) return;
    grip.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  return RESIZE_EDGES.map((edge) => (
    <div
      key={edge}
      className={`app-window-edge app-window-edge-${edge}`}
      data-testid={`window-edge-${edge}-${name}`}
      onPointerDown={onPointerDown(edge)}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    />
  ));
}
