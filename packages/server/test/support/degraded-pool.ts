import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JobInfo, PoolInfo } from '@coffer/contract';
import type { PoolsInfo } from '../../src/storage/pools/pool-service.js';
import { passPasswordCheck, waitForJob } from './pool-device.js';
import type { TestDevice } from './test-device.js';

/** Creates a SATA pool through the format call and waits for its job. */
export async function createSataPool(
  test: TestDevice,
  token: string,
  raidtype: string,
  sys: string[],
): Promise<{ poolId: string; job: JobInfo }> {
  await passPasswordCheck(test, token);
  const answer = await test.post<{ jobId: string; poolId: string }>(
    '/zspool/format/exec',
    { action: 'new', protocol: 'protsata', raidtype, sys },
    { token, json: true },
  );
  if (!answer.success) throw new Error(`format refused: ${answer.code}`);
  return { poolId: answer.data.poolId, job: await waitForJob(test, token, answer.data.jobId) };
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

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Writes files of random bytes into the pool; answers their checksums by path. */
export function writeKnownFiles(mountPoint: string, count = 3, bytes = 4 * 2 ** 20): Map<string, string> {
  const files = new Map<string, string>();
  for (let index = 0; index < count; index += 1) {
    const file = join(mountPoint, `known-${index}.bin`);
    writeFileSync(file, randomBytes(bytes));
    files.set(file, digest(file));
  }
  return files;
}

/** The checksums of the same files read back now. */
export function readBack(files: ReadonlyMap<string, string>): Map<string, string> {
  return new Map([...files.keys()].map((file) => [file, digest(file)]));
}

/** Starts a repair and waits for its replace job. */
export async function repairPool(
  test: TestDevice,
  token: string,
  pid: string,
  repair: string[],
  sys: string[],
): Promise<JobInfo> {
  await passPasswordCheck(test, token);
  const answer = await test.post<{ jobId: string }>(
    '/zspool/format/exec',
    { action: 'repair', pid, repair, sys },
    { token, json: true },
  );
  if (!answer.success) throw new Error(`repair refused: ${answer.code} ${answer.message}`);
  return waitForJob(test, token, answer.data.jobId);
}
