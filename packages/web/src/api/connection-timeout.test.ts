import { describe, expect, it } from 'vitest';
import { TIMERS } from '@coffer/contract';
import { isConnectionTimedOut, startTimes, withError, withSuccess } from './connection-timeout';
import { useConnectionStore } from './connection-store';

const T = TIMERS.connectionTimeoutThreshold;

describe('connection-timeout tracking', () => {
  it('is not timed out before any error', () => {
    expect(isConnectionTimedOut(startTimes(0))).toBe(false);
  });

  it('is not timed out when the last error is exactly 25 s after the last success', () => {
    expect(isConnectionTimedOut(withError(startTimes(0), T))).toBe(false);
  });

  it('is timed out when the last error is more than 25 s after the last success', () => {
    expect(isConnectionTimedOut(withError(startTimes(0), T + 1))).toBe(true);
  });

  it('clears when a success follows the errors', () => {
    const failing = withError(startTimes(0), T + 5_000);
    expect(isConnectionTimedOut(withSuccess(failing, T + 6_000))).toBe(false);
  });

  it('stays timed out while errors keep coming after an old success', () => {
    let times = startTimes(0);
    for (let t = 1_000; t <= 40_000; t += 5_000) times = withError(times, t);
    expect(isConnectionTimedOut(times)).toBe(true);
  });

  it('sets and clears the store flag on check and on success', () => {
    const store = useConnectionStore.getState();
    store.recordSuccess(1_000);
    store.recordError(1_000 + T + 1);
    expect(useConnectionStore.getState().timedOut).toBe(false);
    useConnectionStore.getState().check();
    expect(useConnectionStore.getState().timedOut).toBe(true);
    useConnectionStore.getState().recordSuccess(1_000 + T + 2);
    expect(useConnectionStore.getState().timedOut).toBe(false);
  });
});
