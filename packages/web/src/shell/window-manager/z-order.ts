import { ALWAYS_ON_TOP_Z, type WindowsState } from './window-state';

/**
 * A window's z-index, derived from the order: ordinary windows stack from 1, always-on-top ones
 * from ALWAYS_ON_TOP_Z (WIN-06), each group in activation order.
 */
export function zIndexOf(state: WindowsState, name: string): number {
  const window = state.windows[name];
  if (!window) return 0;
  const group = state.order.filter((other) => state.windows[other]?.isTop === window.isTop);
  const base = window.isTop ? ALWAYS_ON_TOP_Z : 1;
  return base + group.indexOf(name);
}

/** The active window: the most recently activated one that is not minimised, or null. */
export function activeWindowName(state: WindowsState): string | null {
  for (let index = state.order.length - 1; index >= 0; index -= 1) {
    const name = state.order[index];
    if (name !== undefined && !state.windows[name]?.isMinimum) return name;
  }
  return null;
}
