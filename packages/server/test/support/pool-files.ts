import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exec } from '../../src/platform/exec.js';
import type { JobInfo } from '@coffer/contract';
import { passPasswordCheck, waitForJob } from './pool-device.js';
import type { TestDevice } from './test-device.js';

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Writes `count` files of random bytes into a pool and syncs; answers name → sha256. */
export async function writeFiles(dir: string, count: number, bytes: number): Promise<Map<string, string>> {
  const written = new Map<string, string>();
  for (let index = 0; index < count; index += 1) {
    const name = `file-${index}.bin`;
    const content = randomBytes(bytes);
    writeFileSync(join(dir, name), content);
    written.set(name, createHash('sha256').update(content).digest('hex'));
  }
  await exec('sync', ['-f', dir]);
  return written;
}

/** name → sha256 of the same files as they read now. */
export function readDigests(dir: string, names: Iterable<string>): Map<string, string> {
  return new Map([...names].map((name) => [name, digest(join(dir, name))]));
}

/** `/zspool/format/exec` after the password check; waits for the job unless `wait` is false. */
export async function formatExec(
  test: TestDevice,
  token: string,
  payload: Record<string, unknown>,
): Promise<{ jobId: string; poolId: string; job: JobInfo }> {
  await passPasswordCheck(test, token);
  const answer = await test.post<{ jobId: string; poolId: string }>('/zspool/format/exec', payload, {
    token,
    json: true,
  });
  if (!answer.success) throw new Error(`format/exec refused: ${answer.code} ${answer.message}`);
  return { ...answer.data, job: await waitForJob(test, token, answer.data.jobId) };
}
