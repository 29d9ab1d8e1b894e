import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OverlayKind } from './overlay-kind';
import { useSystemPrepared } from './use-system-prepared';

describe('useSystemPrepared', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds the done dialog for 3 s after the system was prepared, then closes it', () => {
    const { result, rerender } = renderHook(({ kind }: { kind: OverlayKind }) => useSystemPrepared(kind), {
      initialProps: { kind: 'disks-preparing' },
    });
    expect(result.current).toBe(false);
    rerender({ kind: 'system-preparing' });
    expect(result.current).toBe(false);
    rerender({ kind: 'none' });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(2_900));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);
  });

  it('shows nothing for other changes', () => {
    const { result, rerender } = renderHook(({ kind }: { kind: OverlayKind }) => useSystemPrepared(kind), {
      initialProps: { kind: 'booting' },
    });
    rerender({ kind: 'disks-preparing' });
    rerender({ kind: 'none' });
    expect(result.current).toBe(false);
  });
});
