import { Code } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/open-database.js';
import type { BayView } from '../bays/bay-views.js';
import { JobRegistry } from '../jobs/job-registry.js';
import { JobStore } from '../jobs/job-store.js';
import type { PoolRecord } from '../pools/pool-record.js';
import { StorageError } from '../storage-error.js';
import type { CacheCommands } from './cache-commands.js';
import { CachePoolStore, type CachePoolRecord } from './cache-pool-store.js';
import { CachePools } from './cache-pools.js';

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
  bay('m2-1', 'nvme', 'NVME1', '/dev/nvme0n1'),
  bay('m2-2', 'nvme', 'NVME2', '/dev/nvme1n1'),
];
const POOL: PoolRecord = {
  id: 'pool1',
  name: 'Pool 1',
  kind: 'normal',
  raidType: 'raid1',
  protocol: 'protsata',
  fsUuid: 'uuid',
  members: [
    { sn: 'SATA1', size: 500 * GB },
    { sn: 'SATA2', size: 500 * GB },
  ],
  spares: [],
  createdAt: 0,
  state: 'ready',
};
const CACHE: CachePoolRecord = {
  id: 'cache-0001',
  name: 'SSD缓存1',
  poolId: 'pool1',
  raidType: 'raid1',
  mode: 'readwrite',
  members: [
    { sn: 'NVME1', size: 500 * GB },
    { sn: 'NVME2', size: 500 * GB },
  ],
  setUuid: '11111111-2222-3333-4444-555555555555',
  cacheDevice: '/dev/md/coffer-cache-SSD缓存1',
  createdAt: 0,
};

let db: Db;
let store: CachePoolStore;
let calls: string[];
let failAt: string | undefined;
beforeEach(() => {
  db = openDatabase(':memory:');
  store = new CachePoolStore(db);
  calls = [];
  failAt = undefined;
});
afterEach(() => db.close());

const step = async (call: string) => {
  calls.push(call);
  if (failAt === call) throw new Error(`${call} failed`);
};
const commands: CacheCommands = {
  bcacheOver: async (device) => ({ '/dev/sda': '/dev/bcache0', '/dev/sdb': '/dev/bcache1' })[device] ?? null,
  assemble: async () => '',
  makeCacheSet: async () => '',
  attach: async () => undefined,
  detach: (device) => step(`detach ${device}`),
  unregisterCacheSet: (uuid) => step(`unregister ${uuid}`),
  disassemble: (device, ssds) => step(`disassemble ${device} ${ssds.join(',')}`),
};

function cachePools(): CachePools {
  const jobs = new JobRegistry({ store: new JobStore(db), eventIntervalMs: 0 });
  return new CachePools({
    store,
    jobs,
    bays: { list: async () => BAYS },
    pools: () => [POOL],
    takenNames: (exceptId) =>
      [POOL, ...store.all()].filter((named) => named.id !== exceptId).map((named) => named.name),
    commands,
    guard: (device) => calls.push(`guard ${device}`),
    log: { info: () => undefined, warn: () => undefined },
    wipe: async (devices, guard) => {
      for (const device of devices) {
        guard(device);
        calls.push(`wipe ${device}`);
      }
      return [];
    },
  });
}

async function refusal(promise: Promise<unknown>): Promise<StorageError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(StorageError);
  return error as StorageError;
}

describe('SSD cache pools without a record', () => {
  it('answers C109008 to a rename and a delete, and changes nothing', async () => {
    expect((await refusal(cachePools().rename('cache-none', 'Fast'))).code).toBe(Code.cachePoolNotFound);
    expect((await refusal(cachePools().remove('cache-none'))).code).toBe(Code.cachePoolNotFound);
    expect(calls).toEqual([]);
    expect(store.all()).toEqual([]);
  });
});

describe('a recorded SSD cache pool', () => {
  beforeEach(() => store.insert(CACHE));

  it('is renamed by the pool-name rules, trimmed', async () => {
    expect(await cachePools().rename(CACHE.id, '  Fast cache ')).toEqual({
      id: CACHE.id,
      name: 'Fast cache',
    });
    expect(store.find(CACHE.id)?.name).toBe('Fast cache');
    expect((await refusal(cachePools().rename(CACHE.id, 'a/b'))).code).toBe(Code.poolNameInvalid);
    expect((await refusal(cachePools().rename(CACHE.id, ' '))).code).toBe(Code.poolNameMissing);
  });

  it('shares its name space with the pools, regardless of case', async () => {
    const error = await refusal(cachePools().rename(CACHE.id, 'POOL 1'));
    expect(error.code).toBe(Code.poolNameTaken);
    expect(error.problems).toEqual([{ field: 'name', code: Code.poolNameTaken }]);
    expect(store.find(CACHE.id)?.name).toBe(CACHE.name);
    // Its own name again is no clash.
    expect((await cachePools().rename(CACHE.id, 'ssd缓存1')).name).toBe('ssd缓存1');
  });

  it('is deleted: each pool member detaches, the set stops, the md device stops, the SSDs are wiped', async () => {
    expect(await cachePools().remove(CACHE.id)).toEqual({ id: CACHE.id });
    expect(calls).toEqual([
      'detach /dev/bcache0',
      'detach /dev/bcache1',
      `unregister ${CACHE.setUuid}`,
      `disassemble ${CACHE.cacheDevice} /dev/nvme0n1,/dev/nvme1n1`,
      'guard /dev/nvme0n1',
      'wipe /dev/nvme0n1',
      'guard /dev/nvme1n1',
      'wipe /dev/nvme1n1',
    ]);
    expect(store.all()).toEqual([]);
  });

  it('keeps its record and wipes nothing when a step fails, so the delete can be tried again', async () => {
    failAt = `unregister ${CACHE.setUuid}`;
    const error = await refusal(cachePools().remove(CACHE.id));
    expect(error.code).toBe(Code.cacheDeleteFailed);
    expect(error.message).toContain('failed');
    expect(calls.some((call) => call.startsWith('wipe'))).toBe(false);
    expect(store.find(CACHE.id)).toBeDefined();
  });
});
