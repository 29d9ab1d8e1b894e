import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { emitPush } from './push-bus';
import { usePush } from './use-push';

const reboot = { type: 'reboot', msguuid: 'r', time: 1, data: { action: 'reboot', time: 1 } } as const;

describe('usePush', () => {
  it('calls the latest handler while mounted, and stops on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ handler }) => usePush('reboot', handler), {
      initialProps: { handler: first },
    });
    rerender({ handler: second });
    emitPush(reboot);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(reboot.data, reboot);
    unmount();
    emitPush(reboot);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
