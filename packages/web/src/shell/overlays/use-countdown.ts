import { useEffect, useState } from 'react';
import { ACKNOWLEDGE_COUNTDOWN_MS, secondsLeft } from './countdown';

/** Seconds left of a countdown that starts when the component mounts; re-renders once a second. */
export function useCountdown(lengthMs: number = ACKNOWLEDGE_COUNTDOWN_MS): number {
  const [startedAt] = useState(() => Date.now());
  const [left, setLeft] = useState(() => secondsLeft(startedAt, startedAt, lengthMs));
  useEffect(() => {
    // A short tick so the shown second follows the clock closely; setLeft skips unchanged values.
    const timer = window.setInterval(() => {
      const now = secondsLeft(startedAt, Date.now(), lengthMs);
      setLeft(now);
      if (now === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [startedAt, lengthMs]);
  return left;
}
