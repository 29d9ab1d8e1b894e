import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Role } from '@coffer/contract';
import { useSessionStore } from '../../../session/session-store';
import { envelope, installFakeDaemon } from '../../../test/fake-daemon';
import { Providers, queryClient } from '../../../test/providers';
import { signInAs } from '../../../test/sign-in-as';
import { emitPush, emitPushRegistered } from '../../../shell/push/push-bus';
import { useStorageInfo } from './use-storage-info';
import { useStorageRefresh } from './use-storage-refresh';

/** The daemon's pool as `/zspool/info` answers it now; the test changes `status` as the engine would. */
const engine = { status: 'degraded' };

function PoolStatus() {
  useStorageRefresh();
  const { data } = useStorageInfo();
  return <div data-testid="status">{data?.pools[0]?.status ?? 'loading'}</div>;
}

function daemon() {
  installFakeDaemon({
    'POST /zspool/info': () =>
      envelope({
        zspool: { normal: [{ ...POOL, status: engine.status }], super: [], cache: [] },
        spare: { normal: [], super: [] },
      }),
    'POST /zspool/disk/list': envelope({ disks: [] }),
  });
}

/** Signs in and shows the storage app's pool status while the engine reads the pool degraded. */
async function showDegradedPool() {
  engine.status = 'degraded';
  daemon();
  signInAs(Role.master);
  render(
    <Providers>
      <PoolStatus />
    </Providers>,
  );
  expect(await screen.findByText('degraded')).toBeInTheDocument();
}

describe('the open storage app follows the engine', () => {
  afterEach(() => {
    act(() => useSessionStore.getState().clear());
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('reads the pools again on a disk event, a job outcome and a reconnection', async () => {
    await showDegradedPool();

    engine.status = 'ok';
    act(() => emitPush(hotplug('storage_hotplug_hdd_add')));
    expect(await screen.findByText('ok')).toBeInTheDocument();

    engine.status = 'damage';
    act(() =>
      emitPush({ type: 'storage_complete_failure', msguuid: 'f', time: Date.now(), data: {} as never }),
    );
    expect(await screen.findByText('damage')).toBeInTheDocument();

    engine.status = 'ok';
    act(() => emitPushRegistered());
    expect(await screen.findByText('ok')).toBeInTheDocument();
  });

  it('reads the pools again on its own interval when no event comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await showDegradedPool();
      engine.status = 'ok';
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5000);
      });
      expect(await screen.findByText('ok')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

function hotplug(type: 'storage_hotplug_hdd_add' | 'storage_hotplug_hdd_remove') {
  return {
    type,
    msguuid: `${type}-${Math.random()}`,
    time: Date.now(),
    data: { sn: 'S1', pos: 2, dev_type: 'sata', size: '120G', total_size: 1, model: 'M' },
  };
}

const POOL = {
  id: 'pool-1',
  name: 'SATA1',
  pid: '',
  protocol: 'protsata',
  raid_type: 'raid1',
  encrypted: 0,
  lock: 0,
  disk_count: 2,
  disk_list: ['S1', 'S2'],
  cache_list: [],
  system_disks: [],
  total_size: 1,
  free_size: 1,
  has_mount: 1,
  diskMinSize: 1,
  missingNum: 0,
  errorNum: 0,
  okNum: 2,
  hasErrorDisk: false,
  usr_raid_status: { status: 'active', remain_time: 0, rate: 1 },
  sys_raid_status: { status: 'active', remain_time: 0, rate: 1 },
  task: null,
};
