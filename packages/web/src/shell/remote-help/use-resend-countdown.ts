import { useCallback, useEffect, useState } from 'react';
import { SECOND } from '@coffer/contract';

export interface ResendCountdown {
  /** Whole seconds until another code may be asked for; 0 when it may. */
  remaining: number;
  /** True once a countdown has run out: the voice-call alternative is offered then (RHELP-04). */
  ranOut: boolean;
  start: (ms: number) => void;
}

/** The SMS resend countdown (RHELP-04: 60 s, then "get again"), counted from the clock, not ticks. */
export function useResendCountdown(): ResendCountdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [ranOut, setRanOut] = useState(false);
  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / SECOND));

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= endsAt) {
        setEndsAt(null);
        setRanOut(true);
      }
    }, SECOND / 4);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((ms: number) => {
    const at = Date.now();
    setNow(at);
    setEndsAt(at + ms);
  }, []);

  return { remaining, ranOut, start };
}
