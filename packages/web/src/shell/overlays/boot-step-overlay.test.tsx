import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../test/providers';
import { DisksPreparingOverlay, SystemPreparingOverlay } from './boot-step-overlay';

describe('DisksPreparingOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('offers the super administrator a restart once it has been open six minutes', async () => {
    render(
      <Providers>
        <DisksPreparingOverlay mayHandleDisks />
      </Providers>,
    );
    expect(screen.getByTestId('overlay-disks-preparing')).toHaveTextContent('正在准备硬盘');
    expect(screen.queryByTestId('overlay-disks-preparing-reboot')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(359_000));
    expect(screen.queryByTestId('overlay-disks-preparing-reboot')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByTestId('overlay-disks-preparing-reboot')).toHaveTextContent('重启设备');
    expect(screen.getByTestId('overlay-disks-preparing-late')).toHaveTextContent('超过 6 分钟');
  });

  it('tells everyone else to contact the administrator instead', async () => {
    render(
      <Providers>
        <DisksPreparingOverlay mayHandleDisks={false} />
      </Providers>,
    );
    await act(() => vi.advanceTimersByTimeAsync(360_000));
    expect(screen.queryByTestId('overlay-disks-preparing-reboot')).toBeNull();
    expect(screen.getByTestId('overlay-disks-preparing-late')).toHaveTextContent('请联系超级管理员');
  });
});

describe('SystemPreparingOverlay', () => {
  it('says the system is being prepared, then that it is ready', () => {
    const { rerender } = render(
      <Providers>
        <SystemPreparingOverlay done={false} />
      </Providers>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('系统正在准备');
    rerender(
      <Providers>
        <SystemPreparingOverlay done />
      </Providers>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('系统已准备就绪');
  });
});
