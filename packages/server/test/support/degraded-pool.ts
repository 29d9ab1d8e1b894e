import type { JobInfo, PoolInfo } from '@coffer/contract';
import type { PoolsInfo } from '../../src/storage/pools/pool-service.js';
import { formatExec } from './pool-files.js';
import type { TestDevice } from './test-device.js';

/** Creates a SATA pool through the format call and waits for its job. */
export async function createSataPool(
  test: TestDevice,
  token: string,
  raidtype: string,
  sys: string[],
): Promise<{ poolId: string; job: JobInfo }> {
  const { poolId, job } = await formatExec(test, token, {
    action: 'new',
    protocol: 'protsata',
    raidtype,
    sys,
  });
  return { poolId, job };
}

export async function poolInfo(test: TestDevice, token: string, poolId: string): Promise<PoolInfo> {
  const answer = await test.post<PoolsInfo>('/zspool/info', {}, { token, json: true });
  const pool = answer.data.zspool.normal.find((candidate) => candidate.id === poolId);
  if (!pool) throw new Error(`pool ${poolId} not listed`);
  return pool;
}

/** Polls `/zspool/info` until the pool has the status; answers it and how long that took. */
export async function waitForStatus(
  test: TestDevice,
  token: string,
  poolId: string,
  status: PoolInfo['status'],
  timeoutMs = 5000,
): Promise<{ pool: PoolInfo; elapsedMs: number }> {
  const started = Date.now();
  for (;;) {
    const pool = await poolInfo(test, token, poolId);
    if (pool.status === status) return { pool, elapsedMs: Date.now() - started };
    if (Date.now() - started > timeoutMs) throw new Error(`pool is ${pool.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts a repair and waits for its replace job. */
export async function repairPool(
  test: TestDevice,
  token: string,
  pid: string,
  repair: string[],
  sys: string[],
): Promise<JobInfo> {
  return (await formatExec(test, token, { action: 'repair', pid, repair, sys })).job;
}
