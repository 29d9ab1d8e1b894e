import { useRef, type PointerEvent } from 'react';
import { useWindowStore } from '../window-manager/window-store';

/** A press on these inside the header is theirs, not the start of a drag. */
const NOT_A_GRIP = 'button, a, input, select, textarea, [role="button"]';

interface Grip {
  pointerId: number;
  x: number;
  y: number;
  left: number;
  top: number;
}

/** Drags a window by its header with pointer events; the reducer keeps it on the desktop (WIN-11). */
export function useWindowDrag(name: string, enabled: boolean) {
  const grip = useRef<Grip | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!enabled || event.button !== 0) return;
    if ((event.target as Element).closest(NOT_A_GRIP)) return;
    const window = useWindowStore.getState().windows[name];
    if (!window) return;
    grip.current = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      left: window.left,
      top: window.top,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    // Text under a moving pointer would otherwise be selected.
    event.preventDefault();
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const start = grip.current;
    if (!start || start.pointerId !== event.pointerId) return;
    useWindowStore
      .getState()
      .move(name, start.left + event.clientX - start.x, start.top + event.clientY - start.y);
  };

  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    if (grip.current?.pointerId !== event.pointerId) return;
    grip.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  return { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd };
}
