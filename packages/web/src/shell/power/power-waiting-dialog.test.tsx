import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Providers } from '../../test/providers';
import { emitPush } from '../push/push-bus';
import { HEALTH_POLL_MS, PowerWaitingDialog } from './power-waiting-dialog';
import type { HealthProbe } from './power-watch';
import { usePowerWaitingStore } from './power-waiting-store';

function setup(answers: HealthProbe[]) {
  const probe = vi.fn(async () => answers.shift() ?? { up: false as const });
  const reload = vi.fn();
  render(
    <Providers>
      <PowerWaitingDialog probe={probe} reload={reload} />
    </Providers>,
  );
  return { probe, reload };
}

describe('PowerWaitingDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    usePowerWaitingStore.setState({ action: null, since: null });
  });
  afterEach(() => vi.useRealTimers());

  it('blocks the page on a reboot push and reloads once the device is back', async () => {
    const { reload } = setup([{ up: true, uptime: 900 }, { up: false }, { up: true, uptime: 4 }]);
    expect(screen.queryByTestId('power-waiting-dialog')).toBeNull();
    act(() => emitPush({ type: 'reboot', msguuid: 'r1', time: 1, data: { action: 'reboot', time: 1 } }));
    expect(screen.getByTestId('power-waiting-dialog')).toHaveAttribute('data-action', 'reboot');
    await act(() => vi.advanceTimersByTimeAsync(2 * HEALTH_POLL_MS));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_POLL_MS));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says the device is off once a shutdown has taken it down', async () => {
    const { reload } = setup([{ up: true, uptime: 900 }, { up: false }]);
    act(() => emitPush({ type: 'shutdown', msguuid: 's1', time: 1, data: { action: 'shutdown', time: 1 } }));
    expect(screen.getByTestId('power-waiting-dialog')).toHaveTextContent('设备正在关机');
    await act(() => vi.advanceTimersByTimeAsync(2 * HEALTH_POLL_MS));
    expect(screen.getByTestId('power-waiting-dialog')).toHaveTextContent('设备已关机');
    expect(reload).not.toHaveBeenCalled();
  });
});
