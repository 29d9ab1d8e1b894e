import { describe, expect, it } from 'vitest';
import { buildDisk, type Disk } from '../disks/disk.js';
import type { JobView } from '../jobs/job.js';
import { diskChangeMode } from './disk-change-mode.js';
import {
  FMTDONE_MS,
  storagePolling,
  type PollPoolFact,
  type StoragePollingFacts,
} from './storage-polling.js';

const NOW = 1_000_000;

function disk(
  sn: string,
  role: 0 | 1 = 0,
  present = true,
  { sizeBytes = 2 ** 40, devType = 'sata' }: { sizeBytes?: number; devType?: Disk['dev_type'] } = {},
): Disk {
  return buildDisk(
    {
      sn,
      pos: 1,
      model: 'm',
      devType,
      sizeBytes,
      label: '',
      smart: 'ok',
      temperature: null,
      present,
    },
    role ? { role, pid: 'pool-1' } : undefined,
  );
}

function pool(fields: Partial<PollPoolFact> = {}): PollPoolFact {
  return {
    id: 'pool-1',
    name: 'SATA1',
    kind: 'normal',
    state: 'ready',
    mounted: true,
    missing: [],
    ...fields,
  };
}

function job(fields: Partial<JobView> = {}): JobView {
  return {
    id: 'job-1',
    kind: 'format',
    poolId: 'pool-1',
    state: 'running',
    percent: 30,
    description: 'formatting',
    errorCode: null,
    errorMessage: null,
    createdAt: NOW - 5000,
    finishedAt: null,
    ...fields,
  };
}

const base: StoragePollingFacts = {
  booting: false,
  pools: [pool()],
  disks: [disk('A', 1)],
  now: NOW,
  details: true,
};

const cases: [
  string,
  Partial<StoragePollingFacts>,
  { stage: string; type: string; code: number | string },
][] = [
  ['engine starting', { booting: true, formatJob: job() }, { stage: 'boot', type: 'booting', code: 200 }],
  [
    'mounting the pools: disks being prepared',
    { booting: true, bootStep: 'mounting' },
    { stage: 'boot', type: 'booted', code: 200 },
  ],
  [
    'checking the disks',
    { booting: true, bootStep: 'checking' },
    { stage: 'boot', type: 'checking', code: 200 },
  ],
  [
    'preparing the system',
    { booting: true, bootStep: 'preparing' },
    { stage: 'boot', type: 'booted', code: 200 },
  ],
  [
    'the start failed',
    { booting: true, bootStep: 'mounting', bootFailure: 'no bays' },
    { stage: 'block', type: 'blocking', code: 'N300029' },
  ],
  ['format running', { formatJob: job() }, { stage: 'format', type: 'formatting', code: 200 }],
  [
    'format queued',
    { formatJob: job({ state: 'queued' }) },
    { stage: 'format', type: 'formatting', code: 200 },
  ],
  [
    'format just done',
    { formatJob: job({ state: 'done', percent: 100, finishedAt: NOW - 1000 }) },
    { stage: 'fmtdone', type: 'formatting', code: 200 },
  ],
  [
    'format just done, acknowledged (format/done)',
    {
      formatJob: job({ state: 'done', percent: 100, finishedAt: NOW - 1000 }),
      acknowledgedJobId: 'job-1',
      pools: [],
    },
    { stage: 'mount', type: 'pending', code: 200 },
  ],
  [
    'a newer format finished after an acknowledged one',
    {
      formatJob: job({ id: 'job-2', state: 'done', percent: 100, finishedAt: NOW - 1000 }),
      acknowledgedJobId: 'job-1',
    },
    { stage: 'fmtdone', type: 'formatting', code: 200 },
  ],
  [
    'format just failed',
    { formatJob: job({ state: 'failed', errorCode: 'C104005', finishedAt: NOW - 1000 }) },
    { stage: 'fmtdone', type: 'formatting', code: 'C104005' },
  ],
  [
    'format done long ago',
    { formatJob: job({ state: 'done', finishedAt: NOW - FMTDONE_MS }) },
    { stage: 'complete', type: 'complete', code: 200 },
  ],
  [
    'missing member at boot',
    { pools: [pool({ mounted: false, missing: ['B'] })] },
    { stage: 'mount', type: 'confirm', code: 200 },
  ],
  [
    'missing member while mounted (degraded, still serving)',
    { pools: [pool({ missing: ['B'] })] },
    { stage: 'complete', type: 'complete', code: 200 },
  ],
  [
    'whole pool not mounted',
    { pools: [pool({ mounted: false })] },
    { stage: 'block', type: 'blocking', code: 'N300005' },
  ],
  [
    'no pool, every disk too small',
    { pools: [], disks: [disk('A', 0, true, { sizeBytes: 50 * 2 ** 30 })] },
    { stage: 'block', type: 'blocking', code: 'N300036' },
  ],
  [
    'no pool, one disk too small and one that fits',
    { pools: [], disks: [disk('A', 0, true, { sizeBytes: 50 * 2 ** 30 }), disk('B')] },
    { stage: 'mount', type: 'pending', code: 200 },
  ],
  [
    'no pool, only a small USB disk (an external disk, no pool material)',
    { pools: [], disks: [disk('U', 0, true, { sizeBytes: 2 ** 30, devType: 'usb' })] },
    { stage: 'mount', type: 'pending', code: 200 },
  ],
  [
    'no pool, free disks',
    { pools: [], disks: [disk('A'), disk('B')] },
    { stage: 'mount', type: 'pending', code: 200 },
  ],
  ['no pool, no disk', { pools: [], disks: [] }, { stage: 'mount', type: 'pending', code: 200 }],
  ['pools mounted', {}, { stage: 'complete', type: 'complete', code: 200 }],
];

describe('storagePolling', () => {
  it.each(cases)('%s', (_name, facts, expected) => {
    expect(storagePolling({ ...base, ...facts })).toMatchObject(expected);
  });

  it('tells the start’s step, and a failed start’s reason to administrators only', () => {
    expect(storagePolling({ ...base, booting: true, bootStep: 'preparing' }).data).toEqual({
      step: 'preparing',
    });
    const failed = { ...base, booting: true, bootFailure: 'bays.json is not a valid bays file' };
    expect(storagePolling(failed).data).toEqual({
      step: 'failed',
      reason: 'bays.json is not a valid bays file',
    });
    expect(storagePolling({ ...failed, details: false }).data).toEqual({ step: 'failed' });
  });

  it('names the disks of a pool that would not mount at start, with mount’s words (N300005)', () => {
    const facts = {
      ...base,
      pools: [
        pool({ mounted: false, mountError: 'wrong fs type, bad option, bad superblock on /dev/loop3' }),
      ],
      disks: [disk('A', 1), disk('F')],
    };
    expect(storagePolling(facts).data).toEqual({
      pools: [{ id: 'pool-1', name: 'SATA1' }],
      disks: [
        {
          position: 1,
          sn: 'A',
          size: 2 ** 40,
          devType: 'sata',
          error: 'mount_failed',
          cause: 'wrong fs type, bad option, bad superblock on /dev/loop3',
          suggestion: 'check_disks',
        },
      ],
    });
    expect(storagePolling({ ...facts, details: false }).data).toEqual({});
  });

  it('answers no disk at all under waiting pools as N300035 with mode J', () => {
    const change = diskChangeMode(
      [{ sn: 'A', position: 1, size: 2 ** 40, pool: 'pool-1', raidType: 'raid1', spare: false }],
      [],
    )!;
    const facts = { ...base, change, disks: [], pools: [pool({ mounted: false, missing: ['A'] })] };
    expect(storagePolling(facts)).toMatchObject({
      stage: 'block',
      type: 'blocking',
      code: 'N300035',
      data: { mode: 'J', guidance: 'insert-disk', pools: [{ id: 'pool-1', missing: ['A'] }] },
    });
    expect(storagePolling({ ...facts, details: false }).data).toEqual({ mode: 'J' });
  });

  it('lists the disks out of range when no pool can be made (N300036)', () => {
    const small = disk('S', 0, true, { sizeBytes: 50 * 2 ** 30 });
    expect(storagePolling({ ...base, pools: [], disks: [small] }).data).toEqual({
      disks: [
        {
          position: 1,
          sn: 'S',
          size: 50 * 2 ** 30,
          devType: 'sata',
          error: 'disk_size_limit',
          cause: '',
          suggestion: 'replace_disk',
        },
      ],
    });
  });

  it('tells the stage of a running format and its step', () => {
    expect(storagePolling({ ...base, formatJob: job() }).data).toEqual({
      action: 'new',
      step: 'formatting',
      progress: 30,
      jobId: 'job-1',
      pool: 'pool-1',
    });
  });

  it('names the waiting pools and their missing disks to administrators only', () => {
    const facts = { ...base, pools: [pool({ mounted: false, missing: ['B'] })] };
    expect(storagePolling(facts).data).toMatchObject({
      action: 'confirm',
      mode: 'F',
      options: ['mountpool', 'ignore'],
      pools: [{ id: 'pool-1', name: 'SATA1', missing: ['B'] }],
    });
    expect(storagePolling({ ...facts, details: false }).data).toEqual({ action: 'confirm', mode: 'F' });
  });

  it('offers a running device’s disk change (mode H) with its groups; users get the mode alone', () => {
    const change = diskChangeMode(
      [
        { sn: 'A', position: 1, size: 2 ** 40, pool: 'pool-1', raidType: 'raid1', spare: false },
        { sn: 'B', position: 2, size: 2 ** 40, pool: 'pool-1', raidType: 'raid1', spare: false },
      ],
      [
        { sn: 'A', position: 1, size: 2 ** 40, devType: 'sata', used: true },
        { sn: 'B', position: 2, size: 2 ** 40, devType: 'sata', used: true },
        { sn: 'N', position: 3, size: 2 ** 40, devType: 'sata', used: false },
      ],
    )!;
    const polled = storagePolling({ ...base, change });
    expect(polled).toMatchObject({ stage: 'mount', type: 'confirm', code: 200 });
    expect(polled.data).toMatchObject({
      action: 'confirm',
      mode: 'H',
      options: ['dilate', 'mount', 'ignore'],
      pools: [{ id: 'pool-1', missing: [] }],
      dev: ['N'],
      old: { disksGroup: [{ sn: 'A' }, { sn: 'B' }] },
      new: { disksGroup: [{ sn: 'A' }, { sn: 'B' }, { sn: 'N', isused: 0 }] },
      changeGroup: [{ text: 'no_change' }, { text: 'no_change' }, { text: 'new_disk_inserted', has: 1 }],
    });
    expect(storagePolling({ ...base, change, details: false }).data).toEqual({
      action: 'confirm',
      mode: 'H',
      sync: { status: 'ok', usr: [] },
    });
    // A format's stages come first; a change without new disks (a member lost while mounted) is no decision.
    expect(storagePolling({ ...base, change, formatJob: job() }).type).toBe('formatting');
    expect(storagePolling({ ...base, change: { ...change, newDisks: [] } }).type).toBe('complete');
  });

  it('carries the pools’ sync on a complete message and on a running device’s disk change', () => {
    const sync = {
      status: 'busy' as const,
      usr: [
        { name: 'SATA1', action: 'recover' as const, kind: 'recover' as const, progress: 12, remain: 90 },
      ],
    };
    expect(storagePolling({ ...base, sync }).data.sync).toEqual(sync);
    const change = diskChangeMode(
      [{ sn: 'A', position: 1, size: 2 ** 40, pool: 'pool-1', raidType: 'basic', spare: false }],
      [
        { sn: 'A', position: 1, size: 2 ** 40, devType: 'sata', used: true },
        { sn: 'N', position: 2, size: 2 ** 40, devType: 'sata', used: false },
      ],
    )!;
    expect(storagePolling({ ...base, sync, change }).data).toMatchObject({ mode: 'H', sync });
    // A pool waiting at start is not rebuilding: its confirm carries no sync.
    expect(
      storagePolling({ ...base, sync, pools: [pool({ mounted: false, missing: ['B'] })] }).data.sync,
    ).toBe(undefined);
  });

  it('offers the free, present disks when there is no pool', () => {
    const data = storagePolling({
      ...base,
      pools: [],
      disks: [disk('A'), disk('B', 0, false), disk('C', 1)],
    }).data;
    expect(data).toEqual({
      action: 'new',
      pool_info: { available_pool_count: 0, normal_pool_count: 0, super_pool_count: 0 },
      dev: ['A'],
    });
  });

  it('counts pools by kind and availability', () => {
    const pools = [
      pool(),
      pool({ id: 'pool-2', kind: 'super' }),
      pool({ id: 'pool-3', state: 'creating', mounted: false }),
    ];
    expect(storagePolling({ ...base, pools }).data).toEqual({
      pool_info: { available_pool_count: 2, normal_pool_count: 1, super_pool_count: 1 },
      sync: { status: 'ok', usr: [] },
    });
  });
});
