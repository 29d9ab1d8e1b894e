import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAutoLockTimer, type AutoLockTimer } from './auto-lock-timer';
import { autoLockMinutes } from './web-auto-lock';

const MINUTE = 60_000;

describe('auto-lock countdown', () => {
  let timer: AutoLockTimer | null = null;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    timer?.stop();
    vi.useRealTimers();
  });

  function start(minutes: number, transfers: () => boolean = () => false) {
    const onExpire = vi.fn();
    timer = startAutoLockTimer({ minutes, hasActiveTransfers: transfers, onExpire });
    return onExpire;
  }

  it('locks after minutes × 60 s without activity', () => {
    const onExpire = start(5);
    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('restarts the countdown 500 ms after activity', () => {
    const onExpire = start(1);
    vi.advanceTimersByTime(50_000);
    timer?.activity();
    timer?.activity();
    vi.advanceTimersByTime(500);
    vi.advanceTimersByTime(MINUTE - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('re-checks every 2 s while transfers are under way, and locks when they end', () => {
    let transferring = true;
    const onExpire = start(1, () => transferring);
    vi.advanceTimersByTime(MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000 * 5);
    expect(onExpire).not.toHaveBeenCalled();
    transferring = false;
    vi.advanceTimersByTime(1999);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('never fires once stopped', () => {
    const onExpire = start(1);
    timer?.activity();
    timer?.stop();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
  });
});

describe('when auto-lock applies', () => {
  it('needs the setting on with minutes above 0, and no keep-login', () => {
    expect(autoLockMinutes({ tag: 'on', miunte: 5 }, false)).toBe(5);
    expect(autoLockMinutes({ tag: 'on', miunte: 5 }, true)).toBeNull();
    expect(autoLockMinutes({ tag: 'off', miunte: 5 }, false)).toBeNull();
    expect(autoLockMinutes({ tag: 'on', miunte: 0 }, false)).toBeNull();
    expect(autoLockMinutes(null, false)).toBeNull();
  });
});
