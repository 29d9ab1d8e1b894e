import { Code } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import type { JobView } from '../jobs/job.js';
import type { PoolHealthChange } from '../pools/pool-health-monitor.js';
import type { Disk } from './disk.js';
import {
  diskFailingMessage,
  diskRemovedMessage,
  healthMessage,
  jobMessage,
} from './storage-event-messages.js';

const change = (previous: PoolHealthChange['previous'], status: PoolHealthChange['status']) => ({
  poolId: 'pool-1',
  previous,
  status,
  missingNum: status === 'ok' ? 0 : 1,
  errorNum: 0,
});

describe('the message a pool health change leaves', () => {
  it.each([
    [null, 'degraded', 'pool_degraded'],
    [null, 'ok', null],
    ['ok', 'degraded', 'pool_degraded'],
    ['ok', 'damage', 'pool_damage'],
    ['degraded', 'damage', 'pool_damage'],
    ['ok', 'suspended', 'pool_suspended'],
    ['ok', 'ok', null],
    ['degraded', 'ok', 'pool_repaired'],
    ['damage', 'ok', 'pool_repaired'],
  ] as const)('%s -> %s: %s', (previous, status, event) => {
    const message = healthMessage(change(previous, status), 'Photos');
    expect(message?.data.event ?? null).toBe(event);
    if (message)
      expect(message).toMatchObject({ key: 'health-pool-1', pid: 'pool-1', data: { name: 'Photos' } });
  });
});

const job = (change: Partial<JobView>): JobView => ({
  id: 'job-1',
  kind: 'format',
  poolId: 'pool-1',
  state: 'done',
  percent: 100,
  description: 'done',
  errorCode: null,
  errorMessage: null,
  createdAt: 0,
  finishedAt: 1,
  ...change,
});

describe('the message a storage job leaves', () => {
  it.each([
    [{}, 'job_done'],
    [{ state: 'failed', errorCode: 'C104001' }, 'job_failed'],
    [{ kind: 'scrub', state: 'failed' }, 'job_failed'],
    [{ kind: 'wipe', poolId: null }, 'job_done'],
    [{ state: 'running' }, null],
    [{ state: 'cancelled' }, null],
    [{ state: 'failed', errorCode: Code.jobInterrupted }, null],
    [{ kind: 'smart' }, null],
    [{ kind: 'usage' }, null],
  ] as const)('%o: %s', (fields, event) => {
    const message = jobMessage(job(fields as Partial<JobView>), 'Photos');
    expect(message?.data.event ?? null).toBe(event);
  });

  it('keeps the error code of a failed job, not its command output', () => {
    const message = jobMessage(
      job({ state: 'failed', errorCode: 'C104001', errorMessage: 'mkfs: busy' }),
      'P',
    );
    expect(message?.data).toMatchObject({ errorCode: 'C104001', level: 'error' });
    expect(JSON.stringify(message)).not.toContain('mkfs');
  });
});

const disk = (change: Partial<Disk>): Disk =>
  ({
    sn: 'SN1',
    pos: 2,
    dev_type: 'sata',
    size: '120G',
    model: 'Virtual',
    role: 1,
    pid: 'pool-1',
    status: 'ok',
    ...change,
  }) as Disk;

describe('the message a disk event leaves', () => {
  it('tells of a pool disk taken out, not of a free one', () => {
    expect(diskRemovedMessage(disk({}))).toMatchObject({
      sn: 'SN1',
      pid: 'pool-1',
      data: { event: 'disk_removed' },
    });
    expect(diskRemovedMessage(disk({ role: 2, pid: '' }))?.data.event).toBe('disk_removed');
    expect(diskRemovedMessage(disk({ role: 0, pid: '' }))).toBeNull();
  });

  it('tells once that a disk turned faulty', () => {
    expect(diskFailingMessage(disk({ status: 'fault' }), 'ok')?.data.event).toBe('disk_failing');
    expect(diskFailingMessage(disk({ status: 'fault' }), undefined)?.data.event).toBe('disk_failing');
    expect(diskFailingMessage(disk({ status: 'fault' }), 'fault')).toBeNull();
    expect(diskFailingMessage(disk({ status: 'ok' }), 'fault')).toBeNull();
  });
});
