import type { WindowRect, WindowSpec } from './window-actions';
import { DEFAULT_WINDOW_SIZE, HEADER_HEIGHT, MIN_VISIBLE_WIDTH, type Viewport } from './window-state';

export interface StartGeometry extends WindowRect {
  minWidth: number;
  minHeight: number;
}

/** Never below 0 (WIN-11); never so far right or down that the header cannot be grabbed again. */
export function clampPosition(left: number, top: number, viewport: Viewport): { left: number; top: number } {
  const maxLeft = Math.max(0, viewport.width - MIN_VISIBLE_WIDTH);
  const maxTop = Math.max(0, viewport.height - HEADER_HEIGHT);
  return {
    left: Math.round(Math.min(Math.max(left, 0), maxLeft)),
    top: Math.round(Math.min(Math.max(top, 0), maxTop)),
  };
}

export function clampSize(
  width: number,
  height: number,
  min: { minWidth: number; minHeight: number },
): { width: number; height: number } {
  return {
    width: Math.round(Math.max(width, min.minWidth)),
    height: Math.round(Math.max(height, min.minHeight)),
  };
}

/** One axis: shrink to fit where the minimum allows, then a random offset that stays inside. */
function placeOnAxis(size: number, min: number, room: number, random: number) {
  const fitted = Math.max(min, Math.min(size, room));
  const free = Math.max(0, room - fitted);
  return { size: fitted, offset: Math.round(free * random) };
}

/** Two windows whose top-left corners are closer than this look like one; the new one steps aside. */
export const STACK_GAP = 32;

/**
 * Steps a new window down and right past windows whose top-left corner it would cover, as long
 * as it still fits on the desktop, so two windows never open exactly on top of each other.
 */
export function avoidStacking(
  rect: WindowRect,
  others: readonly WindowRect[],
  viewport: Viewport,
): WindowRect {
  let { left, top } = rect;
  const covers = () =>
    others.some((other) => Math.abs(other.left - left) < STACK_GAP && Math.abs(other.top - top) < STACK_GAP);
  for (let step = 0; step < others.length && covers(); step += 1) {
    if (left + STACK_GAP + rect.width > viewport.width || top + STACK_GAP + rect.height > viewport.height)
      break;
    left += STACK_GAP;
    top += STACK_GAP;
  }
  return { ...rect, left, top };
}

/** Size and place of a new window: the app's T2 size or the defaults (WIN-10, WIN-12). */
export function startGeometry(
  spec: WindowSpec,
  viewport: Viewport,
  random: () => number,
  savedRect?: WindowRect,
): StartGeometry {
  const minWidth =
    spec.minWidth ??
    (spec.width ? Math.min(spec.width, DEFAULT_WINDOW_SIZE.minWidth) : DEFAULT_WINDOW_SIZE.minWidth);
  const minHeight =
    spec.minHeight ??
    (spec.height ? Math.min(spec.height, DEFAULT_WINDOW_SIZE.minHeight) : DEFAULT_WINDOW_SIZE.minHeight);
  const width = Math.max(spec.width ?? DEFAULT_WINDOW_SIZE.width, minWidth);
  const height = Math.max(spec.height ?? DEFAULT_WINDOW_SIZE.height, minHeight);

  if (savedRect) {
    const size = clampSize(savedRect.width, savedRect.height, { minWidth, minHeight });
    return { ...size, ...clampPosition(savedRect.left, savedRect.top, viewport), minWidth, minHeight };
  }

  const x = placeOnAxis(width, minWidth, viewport.width, random());
  const y = placeOnAxis(height, minHeight, viewport.height, random());
  return { left: x.offset, top: y.offset, width: x.size, height: y.size, minWidth, minHeight };
}

/** The window shrunk to the desktop where its minimum allows, then moved so as much of it as possible shows. */
export function fitInside(
  window: WindowRect & { minWidth: number; minHeight: number },
  viewport: Viewport,
): WindowRect {
  const width = Math.max(window.minWidth, Math.min(window.width, viewport.width));
  const height = Math.max(window.minHeight, Math.min(window.height, viewport.height));
  return {
    width,
    height,
    left: Math.max(0, Math.min(window.left, viewport.width - width)),
    top: Math.max(0, Math.min(window.top, viewport.height - height)),
  };
}
