import { useEffect, useState } from 'react';

/** GEN-19: the loading overlay waits 50 ms, so quick answers never flash it. */
export const LOADING_OVERLAY_DELAY_MS = 50;

/** True once `loading` has stayed true for `delayMs`; false as soon as it is false again. */
export function useDelayedLoading(loading: boolean, delayMs: number = LOADING_OVERLAY_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [loading, delayMs]);
  return loading && shown;
}
