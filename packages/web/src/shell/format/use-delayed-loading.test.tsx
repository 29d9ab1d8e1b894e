import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDelayedLoading } from './use-delayed-loading';

describe('useDelayedLoading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the overlay only after 50 ms of loading', () => {
    const { result } = renderHook(({ loading }) => useDelayedLoading(loading), {
      initialProps: { loading: true },
    });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(49));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('never shows it for an answer within 50 ms', () => {
    const { result, rerender } = renderHook(({ loading }) => useDelayedLoading(loading), {
      initialProps: { loading: true },
    });
    act(() => vi.advanceTimersByTime(30));
    rerender({ loading: false });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);
  });

  it('hides it at once when loading ends', () => {
    const { result, rerender } = renderHook(({ loading }) => useDelayedLoading(loading), {
      initialProps: { loading: true },
    });
    act(() => vi.advanceTimersByTime(60));
    rerender({ loading: false });
    expect(result.current).toBe(false);
  });
});
