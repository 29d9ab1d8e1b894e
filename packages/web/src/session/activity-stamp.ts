import { TIMERS } from '@coffer/contract';

/**
 * SHELL-08: while a page is open it stamps localStorage every second. A sign-in without keep-login
 * survives only while some page keeps the stamp fresh, so closing the browser signs out.
 */
const STORAGE_KEY = 'coffer.activity';

export function readActivityStamp(): number | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeActivityStamp(now: number = Date.now()): void {
  try {
    localStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // Without storage there is no stamp; the guard then treats the session as inactive.
  }
}

/** Starts stamping; returns the function that stops it. */
export function startActivityStamp(): () => void {
  writeActivityStamp();
  const timer = window.setInterval(() => writeActivityStamp(), TIMERS.activityStampRefresh);
  // Hidden tabs get their timers throttled; the page is still open, so stamp as soon as it wakes.
  const onWake = () => writeActivityStamp();
  // A page shown from the back-forward cache; the first load has just been stamped above.
  const onRestored = (event: PageTransitionEvent) => {
    if (event.persisted) writeActivityStamp();
  };
  document.addEventListener('visibilitychange', onWake);
  window.addEventListener('focus', onWake);
  window.addEventListener('pageshow', onRestored);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onWake);
    window.removeEventListener('focus', onWake);
    window.removeEventListener('pageshow', onRestored);
  };
}
