import { describe, expect, it } from 'vitest';
import { idleUpgradeRecord, type PollResponse } from '@coffer/contract';
import { usePollStore } from './poll-store';

function answer(type: 'complete' | 'confirm', uptime: number): PollResponse {
  return {
    storage_server: 'booted',
    sp_ver: 'v3',
    storage_polling: {
      stage: type === 'complete' ? 'complete' : 'mount',
      type,
      code: 200,
      msg: '',
      data: {},
    },
    pools: [],
    dev: [],
    popup_msgs: [],
    reboot_at: 0,
    message: [],
    db_state: 'ok',
    upgrade: idleUpgradeRecord('1'),
    migration_status: 'none',
    uptime_abs: uptime,
    mounts: { disks: [] },
    storage: {
      append: { hdds: [], last_model: '', choices: [], steps: 0, current: 0, state: '', details: [] },
    },
  };
}

describe('usePollStore', () => {
  it('tells its readers only about answers that change what the overlays show', () => {
    let notified = 0;
    const stop = usePollStore.subscribe(() => {
      notified += 1;
    });
    const { accept } = usePollStore.getState();
    accept(answer('complete', 1));
    accept(answer('complete', 2));
    accept(answer('complete', 3));
    expect(notified).toBe(1);
    accept(answer('confirm', 4));
    expect(notified).toBe(2);
    expect(usePollStore.getState().answer?.storage_polling.type).toBe('confirm');
    stop();
  });

  it('follows an upgrade call’s answer at once, and only when the record changed', () => {
    const { accept, acceptUpgrade } = usePollStore.getState();
    accept(answer('complete', 5));
    let notified = 0;
    const stop = usePollStore.subscribe(() => {
      notified += 1;
    });
    acceptUpgrade(idleUpgradeRecord('1'));
    expect(notified).toBe(0);
    acceptUpgrade({ ...idleUpgradeRecord('1'), id: 'u1', status: 'install' });
    expect(notified).toBe(1);
    expect(usePollStore.getState().answer?.upgrade.status).toBe('install');
    stop();
  });
});
