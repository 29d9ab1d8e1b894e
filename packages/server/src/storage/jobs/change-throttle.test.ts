import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangeThrottle } from './change-throttle.js';

let sent: number[];
let throttle: ChangeThrottle<number>;
beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  throttle = new ChangeThrottle<number>(
    (value) => sent.push(value),
    (a, b) => a === b,
    1000,
  );
});
afterEach(() => {
  throttle.stop();
  vi.useRealTimers();
});

describe('change throttle', () => {
  it('passes the first value at once and nothing that did not change', () => {
    throttle.push(1);
    throttle.push(1);
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([1]);
  });

  it('passes at most one value a second, the newest one', () => {
    throttle.push(1);
    throttle.push(2);
    throttle.push(3);
    expect(sent).toEqual([1]);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([1, 3]);
  });

  it('drops a waiting value that went back to the last one sent', () => {
    throttle.push(1);
    throttle.push(2);
    throttle.push(1);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([1]);
  });

  it('flushes a final value at once', () => {
    throttle.push(1);
    throttle.push(2);
    throttle.flush(9);
    vi.advanceTimersByTime(2000);
    expect(sent).toEqual([1, 9]);
  });
});
