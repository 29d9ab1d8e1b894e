import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useClock } from './use-clock';

describe('useClock', () => {
  afterEach(() => vi.useRealTimers());

  it('changes when the minute turns, and not before', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 22, 9, 41, 30, 500));
    const { result } = renderHook(() => useClock());
    act(() => vi.advanceTimersByTime(29_499));
    expect(result.current.getMinutes()).toBe(41);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.getMinutes()).toBe(42);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.getMinutes()).toBe(43);
  });
});
