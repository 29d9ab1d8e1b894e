import { describe, expect, it } from 'vitest';
import { idleUpgradeRecord, type PollResponse } from '@coffer/contract';
import { overlayDigest } from './poll-digest';

function answer(change: Partial<PollResponse> = {}): PollResponse {
  return {
    storage_server: 'booted',
    sp_ver: 'v3',
    storage_polling: { stage: 'complete', type: 'complete', code: 200, msg: '', data: { a: 1, b: [1, 2] } },
    pools: [{ id: 'p1', name: 'Archive', path: '/mnt/p1', mounted: true }],
    dev: [],
    popup_msgs: [],
    reboot_at: 0,
    message: [],
    db_state: 'ok',
    upgrade: idleUpgradeRecord('1'),
    migration_status: 'none',
    uptime_abs: 10,
    mounts: { disks: [] },
    storage: {
      append: { hdds: [], last_model: '', choices: [], steps: 0, current: 0, state: '', details: [] },
    },
    ...change,
  };
}

describe('overlayDigest', () => {
  it('is the same when only the uptime moved', () => {
    expect(overlayDigest(answer({ uptime_abs: 99 }))).toBe(overlayDigest(answer()));
  });
  it('does not depend on the order of keys in data', () => {
    const reordered = answer({
      storage_polling: { stage: 'complete', type: 'complete', code: 200, msg: '', data: { b: [1, 2], a: 1 } },
    });
    expect(overlayDigest(reordered)).toBe(overlayDigest(answer()));
  });
  it('changes when the storage message changes', () => {
    const confirm = answer({
      storage_polling: { stage: 'mount', type: 'confirm', code: 200, msg: '', data: { mode: 'F' } },
    });
    expect(overlayDigest(confirm)).not.toBe(overlayDigest(answer()));
  });
  it('changes when a pool stops being mounted', () => {
    const unmounted = answer({ pools: [{ id: 'p1', name: 'Archive', path: '/mnt/p1', mounted: false }] });
    expect(overlayDigest(unmounted)).not.toBe(overlayDigest(answer()));
  });
  it('changes when the upgrade moves on, its bytes included', () => {
    const receiving = { ...idleUpgradeRecord('1'), id: 'u1', status: 'download' as const, downloadsize: 10 };
    const before = overlayDigest(answer({ upgrade: receiving }));
    expect(before).not.toBe(overlayDigest(answer()));
    expect(overlayDigest(answer({ upgrade: { ...receiving, downloadsize: 20 } }))).not.toBe(before);
  });
});
