import { Code } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/open-database.js';
import type { BayView } from '../bays/bay-views.js';
import { JobRegistry } from '../jobs/job-registry.js';
import { JobStore } from '../jobs/job-store.js';
import type { PoolRecord } from '../pools/pool-record.js';
import { StorageError } from '../storage-error.js';
import type { CacheCommands } from './cache-commands.js';
import { CachePoolStore } from './cache-pool-store.js';
import { CacheFlow } from './cache-flow.js';
import type { CacheSupport } from './cache-support.js';

const GB = 1_000_000_000;
const bay = (slot: string, devType: 'sata' | 'nvme', serial: string, device: string): BayView => ({
  slot,
  pos: 0,
  devType,
  kind: 'virtual',
  state: 'present',
  serial,
  model: 'test',
  sizeBytes: 500 * GB,
  failModes: [],
  device,
  image: null,
});
const BAYS = [
  bay('sata1', 'sata', 'SATA1', '/dev/sda'),
  bay('sata2', 'sata', 'SATA2', '/dev/sdb'),
  bay('nvme1', 'nvme', 'NVME1', '/dev/nvme0n1'),
];
const POOL: PoolRecord = {
  id: 'pool1',
  name: 'Pool 1',
  kind: 'normal',
  raidType: 'basic',
  protocol: 'protsata',
  fsUuid: 'uuid',
  members: [{ sn: 'SATA1', size: 500 * GB }],
  spares: [],
  createdAt: 0,
  state: 'ready',
};
const SUPPORTED: CacheSupport = { bcache: true, dmCache: false, missing: null };
const NEITHER: CacheSupport = { bcache: false, dmCache: false, missing: 'neither' };

let db: Db;
let jobs: JobRegistry;
let caches: CachePoolStore;
let calls: string[];
beforeEach(() => {
  db = openDatabase(':memory:');
  jobs = new JobRegistry({ store: new JobStore(db), eventIntervalMs: 0 });
  caches = new CachePoolStore(db);
  calls = [];
});
afterEach(() => db.close());

function commands(backed: boolean): CacheCommands {
  return {
    bcacheOver: async (device) => {
      calls.push(`bcacheOver ${device}`);
      return backed ? '/dev/bcache0' : null;
    },
    assemble: async (name, level, ssds) => {
      calls.push(`assemble ${name} ${level} ${ssds.join(',')}`);
      return ssds[0]!;
    },
    makeCacheSet: async (device) => {
      calls.push(`make-bcache -C ${device}`);
      return '11111111-2222-3333-4444-555555555555';
    },
    attach: async (device, uuid, mode) => {
      calls.push(`attach ${device} ${uuid} ${mode}`);
    },
    detach: async (device) => {
      calls.push(`detach ${device}`);
    },
    unregisterCacheSet: async (uuid) => {
      calls.push(`unregister ${uuid}`);
    },
    disassemble: async (device) => {
      calls.push(`disassemble ${device}`);
    },
  };
}

const flow = (support: CacheSupport, backed = true) =>
  new CacheFlow({
    jobs,
    bays: { list: async () => BAYS },
    pools: () => [POOL],
    store: caches,
    support: () => support,
    commands: commands(backed),
  });

const REQUEST = {
  action: 'rcache',
  poolId: 'pool1',
  disks: ['NVME1'],
  raidType: 'basic',
  name: 'Cache 1',
} as const;

async function refusal(promise: Promise<unknown>): Promise<StorageError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(StorageError);
  return error as StorageError;
}

describe('the SSD cache flow', () => {
  it('validates first, before looking at the kernel', async () => {
    const error = await refusal(flow(NEITHER).start({ ...REQUEST, poolId: 'nope' }));
    expect(error.code).toBe(Code.poolNotFound);
    expect((await refusal(flow(NEITHER).checkTarget('nope'))).code).toBe(Code.poolNotFound);
    expect(calls).toEqual([]);
  });

  it('says what the kernel is missing, and runs no command', async () => {
    const error = await refusal(flow(NEITHER).start(REQUEST));
    expect(error.code).toBe(Code.cacheUnsupported);
    expect(error.message).toBe(
      'SSD cache is not supported: this kernel has neither bcache nor device-mapper cache',
    );
    expect((await refusal(flow(NEITHER).checkTarget('pool1'))).code).toBe(Code.cacheUnsupported);
    const dmOnly = await refusal(flow({ bcache: false, dmCache: true, missing: null }).start(REQUEST));
    expect(dmOnly.message).toMatch(/no bcache/);
    expect(calls).toEqual([]);
  });

  it('with bcache, refuses a pool whose members are not bcache backing devices', async () => {
    const error = await refusal(flow(SUPPORTED, false).start(REQUEST));
    expect(error.code).toBe(Code.cacheNeedsBcachePool);
    expect(calls).toEqual(['bcacheOver /dev/sda']);
  });

  it('with bcache under the pool, makes the cache set and attaches it (read cache writes through)', async () => {
    const cacheFlow = flow(SUPPORTED);
    await cacheFlow.checkTarget('pool1');
    const started = await cacheFlow.start(REQUEST);
    expect(started.poolId).toBe('pool1');
    expect((await jobs.whenFinished(started.jobId)).state).toBe('done');
    expect(calls).toEqual([
      'bcacheOver /dev/sda',
      'assemble Cache 1 basic /dev/nvme0n1',
      'make-bcache -C /dev/nvme0n1',
      'attach /dev/bcache0 11111111-2222-3333-4444-555555555555 writethrough',
    ]);
    expect(caches.all()).toEqual([
      expect.objectContaining({
        name: 'Cache 1',
        poolId: 'pool1',
        mode: 'read',
        members: [{ sn: 'NVME1', size: 500 * GB }],
        setUuid: '11111111-2222-3333-4444-555555555555',
        cacheDevice: '/dev/nvme0n1',
      }),
    ]);
  });

  it('answers every refusal through check, in the order exec meets them, running nothing', async () => {
    expect(await flow(NEITHER).check({ ...REQUEST, raidType: 'raid1' })).toMatchObject({
      ok: false,
      problems: [
        { field: 'raidtype', code: Code.readCacheType },
        { field: 'sys', code: Code.disksNeeded },
      ],
    });
    expect(await flow(NEITHER).check(REQUEST)).toMatchObject({
      ok: false,
      problems: [{ field: '', code: Code.cacheUnsupported }],
    });
    expect(await flow(SUPPORTED, false).check(REQUEST)).toMatchObject({
      ok: false,
      problems: [{ field: '', code: Code.cacheNeedsBcachePool }],
    });
    expect(calls).toEqual(['bcacheOver /dev/sda']);
    expect(jobs.latest('format')).toBeUndefined();
  });

  it('refuses a second cache for a pool that has one, and its name among pools and caches', async () => {
    caches.insert({
      id: 'cache-1',
      name: 'Pool 1',
      poolId: 'pool1',
      raidType: 'basic',
      mode: 'read',
      members: [{ sn: 'NVME1', size: 500 * GB }],
      setUuid: 'u',
      cacheDevice: '/dev/nvme0n1',
      createdAt: 0,
    });
    const checked = await flow(SUPPORTED).check({ ...REQUEST, name: 'pool 1' });
    expect(checked.ok ? [] : checked.problems.map((item) => [item.field, item.code])).toEqual([
      ['sys.0', Code.diskNotFree],
      ['name', Code.poolNameTaken],
      ['pid', Code.cacheExists],
    ]);
  });
});
