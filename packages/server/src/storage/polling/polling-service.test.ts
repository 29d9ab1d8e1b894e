import type { StorageSync } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import type { JobView } from '../jobs/job.js';
import type { PoolRecord } from '../pools/pool-record.js';
import { PollingService } from './polling-service.js';

const record: PoolRecord = {
  id: 'p1',
  name: 'Mirror',
  kind: 'normal',
  raidType: 'raid1',
  protocol: 'protsata',
  fsUuid: 'uuid',
  members: [],
  spares: [],
  createdAt: 1,
  state: 'ready',
};

const replace = (id: string, fields: Partial<JobView> = {}): JobView => ({
  id,
  kind: 'replace',
  poolId: 'p1',
  state: 'running',
  percent: 30,
  description: 'replacing',
  errorCode: null,
  errorMessage: null,
  createdAt: 1,
  finishedAt: null,
  ...fields,
});

function service(unfinished: () => JobView[]) {
  let now = 10_000;
  const polling = new PollingService({
    pools: () => [record],
    mountPoint: () => '/mnt/p1',
    disks: () => [],
    messages: () => [],
    latestFormatJob: () => undefined,
    mountPoints: async () => new Set(['/mnt/p1']),
    clock: () => (now += 1000),
    unfinishedJobs: unfinished,
  });
  polling.markBooted();
  const sync = async () => (await polling.poll(true)).storage_polling.data.sync as StorageSync;
  return { polling, sync };
}

describe('PollingService sync', () => {
  it('reads the running rebuilds from the job registry on every answer', async () => {
    let jobs: JobView[] = [replace('r1')];
    const { sync } = service(() => jobs);
    expect(await sync()).toMatchObject({ status: 'busy', usr: [{ action: 'recover', progress: 30 }] });
    jobs = [replace('r1', { percent: 60 })];
    expect((await sync()).usr[0]).toMatchObject({ progress: 60 });
  });

  it('keeps a failed rebuild as fail until another rebuild of the pool starts, and drops a cut-off one', async () => {
    let jobs: JobView[] = [];
    const { polling, sync } = service(() => jobs);
    polling.jobChanged(replace('r1', { state: 'failed', errorCode: 'C106002', finishedAt: 5 }));
    expect(await sync()).toEqual({
      status: 'ok',
      usr: [
        {
          id: 'p1',
          name: 'Mirror',
          action: 'fail',
          kind: 'recover',
          progress: 30,
          remain: 0,
          code: 'C106002',
        },
      ],
    });
    jobs = [replace('r2', { percent: 1 })];
    polling.jobChanged(jobs[0]!);
    expect((await sync()).usr).toMatchObject([{ action: 'recover' }]);
    jobs = [];
    polling.jobChanged(replace('r2', { state: 'done', percent: 100, finishedAt: 9 }));
    expect(await sync()).toEqual({ status: 'ok', usr: [] });
    polling.jobChanged(replace('r3', { state: 'failed', errorCode: 'C104003', finishedAt: 9 }));
    expect(await sync()).toEqual({ status: 'ok', usr: [] });
  });
});
