import { create } from 'zustand';
import { TIMERS } from '@coffer/contract';
import {
  isConnectionTimedOut,
  startTimes,
  withError,
  withSuccess,
  type ConnectionTimes,
} from './connection-timeout';

interface ConnectionState {
  times: ConnectionTimes;
  timedOut: boolean;
  recordSuccess: (now?: number) => void;
  recordError: (now?: number) => void;
  /** Re-evaluates the timeout; runs every 5 s (POLL-06). */
  check: () => void;
}

export const useConnectionStore = create<ConnectionState>()((set, get) => ({
  times: startTimes(Date.now()),
  timedOut: false,
  // A success clears the timeout at once rather than at the next check.
  recordSuccess: (now = Date.now()) =>
    set(({ times }) => ({ times: withSuccess(times, now), timedOut: false })),
  recordError: (now = Date.now()) => set(({ times }) => ({ times: withError(times, now) })),
  check: () => {
    const timedOut = isConnectionTimedOut(get().times);
    if (timedOut !== get().timedOut) set({ timedOut });
  },
}));

export function startConnectionWatch(): () => void {
  const timer = window.setInterval(
    () => useConnectionStore.getState().check(),
    TIMERS.connectionCheckInterval,
  );
  return () => window.clearInterval(timer);
}
