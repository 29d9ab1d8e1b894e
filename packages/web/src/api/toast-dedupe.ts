import { TIMERS } from '@coffer/contract';

/**
 * GEN-17: the same toast text is shown at most once per window (3 s), counted from when it was
 * last shown; suppressed repeats do not extend the window.
 */
export function createToastDeduper(windowMs: number = TIMERS.toastDedupe) {
  const shownAt = new Map<string, number>();
  return function shouldShow(text: string, now: number): boolean {
    const last = shownAt.get(text);
    if (last !== undefined && now - last < windowMs) return false;
    shownAt.set(text, now);
    // Forget old texts so the map does not grow for the life of the page.
    for (const [other, at] of shownAt) if (now - at >= windowMs) shownAt.delete(other);
    return true;
  };
}
