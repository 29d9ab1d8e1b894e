import { idleUpgradeRecord, Role, type PollResponse, type SystemAlertInfo } from '@coffer/contract';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../test/providers';
import { emitPush } from '../push/push-bus';
import { StatusCards } from './status-cards';

function alert(kind: SystemAlertInfo['kind'], id: string): SystemAlertInfo {
  return {
    id,
    kind,
    level: 'warning',
    area: 'main',
    subject: { type: 'pool', id: 'p1', name: 'Mirror' },
    measured: 0.5,
    limit: null,
    needsRisk: false,
    acknowledged: false,
    closed: false,
    since: 1,
  };
}

function answer(data: Record<string, unknown>, popups: SystemAlertInfo[]): PollResponse {
  return {
    storage_server: 'booted',
    sp_ver: 'v3',
    storage_polling: { stage: 'complete', type: 'complete', code: 200, msg: '', data },
    pools: [{ id: 'p1', name: 'Mirror', path: '', mounted: true }],
    dev: [],
    popup_msgs: popups,
    reboot_at: 0,
    message: [],
    db_state: 'ok',
    upgrade: idleUpgradeRecord('1'),
    migration_status: 'none',
    uptime_abs: 1,
    mounts: { disks: [] },
    storage: {
      append: { hdds: [], last_model: '', choices: [], steps: 0, current: 0, state: '', details: [] },
    },
  };
}

const busy = {
  sync: {
    status: 'busy',
    usr: [{ id: 'p1', name: 'Mirror', action: 'resync', kind: 'resync', progress: 30, remain: 120 }],
  },
};

describe('StatusCards', () => {
  it('says a RAID sync once, in the sync card, and leaves the other alerts to the alert card', () => {
    const polled = answer(busy, [alert('raidsync', 'r-1'), alert('capacity', 'c-1')]);
    render(
      <Providers>
        <StatusCards answer={polled} role={Role.master} mayHandleDisks visible />
      </Providers>,
    );
    expect(screen.getByTestId('overlay-sync')).toHaveAttribute('data-status', 'busy');
    expect(screen.getAllByTestId('system-alert')).toHaveLength(1);
    expect(screen.getByTestId('system-alert')).toHaveAttribute('data-kind', 'capacity');
  });

  it('shows the RAID sync alert card when there is no sync to show', () => {
    render(
      <Providers>
        <StatusCards
          answer={answer({}, [alert('raidsync', 'r-1')])}
          role={Role.master}
          mayHandleDisks
          visible
        />
      </Providers>,
    );
    expect(screen.queryByTestId('overlay-sync')).toBeNull();
    expect(screen.getByTestId('system-alert')).toHaveAttribute('data-kind', 'raidsync');
  });

  it('keeps a disk removed while a window was open for the bare desktop', () => {
    const polled = answer({}, []);
    const view = render(
      <Providers>
        <StatusCards answer={polled} role={Role.user} mayHandleDisks={false} visible={false} />
      </Providers>,
    );
    act(() => {
      emitPush({
        type: 'storage_hotplug_hdd_remove',
        msguuid: 'u1',
        time: 1,
        data: { sn: 'CVD1', pos: 2, dev_type: 'sata', size: '4TB', total_size: 4 * 2 ** 40, model: 'm' },
      });
    });
    expect(screen.queryByTestId('overlay-hotplug')).toBeNull();
    view.rerender(
      <Providers>
        <StatusCards answer={polled} role={Role.user} mayHandleDisks={false} visible />
      </Providers>,
    );
    expect(screen.getByTestId('overlay-hotplug')).toHaveAttribute('data-variant', 'wait');
  });
});
