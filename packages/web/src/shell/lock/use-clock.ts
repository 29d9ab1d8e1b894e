import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The current time, refreshed when the minute turns: the clocks that use it show hours and minutes. */
export function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setTimeout(() => setNow(new Date()), MINUTE_MS - (now.getTime() % MINUTE_MS));
    return () => window.clearTimeout(timer);
  }, [now]);
  return now;
}
