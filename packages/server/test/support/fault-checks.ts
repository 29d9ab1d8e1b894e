import { readFileSync, readdirSync } from 'node:fs';
import { basename } from 'node:path';
import type { JobInfo, PoolInfo, ScrubStatusInfo } from '@coffer/contract';
import { expect } from 'vitest';
import { exec } from '../../src/platform/exec.js';
import { listLoopBackings } from '../../src/storage/bays/loop-devices.js';
import { parseMountinfo } from '../../src/storage/bays/system-disk.js';
import { parseDeviceStats, totalErrors } from '../../src/storage/btrfs/parse-device-stats.js';
import { parseFilesystemShow } from '../../src/storage/btrfs/parse-filesystem-show.js';
import { poolInfo } from './degraded-pool.js';
import { readDigestsDirect } from './pool-checks.js';
import type { TestDevice } from './test-device.js';

/** How soon after a fault `/zspool/info` must tell the truth (issue 12). */
export const TRUTH_WITHIN_MS = 3000;

export interface BtrfsTruth {
  /** Members btrfs does not use on a live block device: gone from the bays, dead, or left out. */
  missing: number;
  /** Members btrfs uses with an error counter above zero. */
  faulty: number;
  show: string;
  stats: string;
}

/**
 * What btrfs itself says of a mounted pool's members, read here with the btrfs tools and sysfs,
 * apart from the engine: each member's disk (by serial, on the device its bay answers now) is
 * counted missing unless `filesystem show` lists that very device with a block device of non-zero
 * size, and faulty when `device stats` counts errors on it.
 */
export async function btrfsTruth(
  test: TestDevice,
  poolId: string,
  members: readonly string[],
): Promise<BtrfsTruth> {
  const mountPoint = test.device.pools.mountPoint(poolId);
  const show = await exec('btrfs', ['filesystem', 'show', '--raw', mountPoint]);
  const stats = await exec('btrfs', ['device', 'stats', mountPoint]);
  const [shown] = parseFilesystemShow(`${show.stderr}\n${show.stdout}`);
  const counters = parseDeviceStats(stats.stdout);
  const bays = await test.device.bays.list();
  let missing = 0;
  let faulty = 0;
  for (const sn of members) {
    const device = bays.find((bay) => bay.state === 'present' && bay.serial === sn)?.device;
    const used = device ? shown?.devices.find((entry) => entry.path === device && !entry.missing) : undefined;
    if (!device || !used || sectors(device) === 0) {
      missing += 1;
      continue;
    }
    const errors = counters.find((entry) => entry.path === device);
    if (errors && totalErrors(errors) > 0) faulty += 1;
  }
  return { missing, faulty, show: show.stdout, stats: stats.stdout };
}

function sectors(device: string): number {
  try {
    return Number(readFileSync(`/sys/class/block/${basename(device)}/size`, 'utf8').trim());
  } catch {
    return 0;
  }
}

/**
 * Waits until `/zspool/info` reports the pool `status`, no later than 3 s after `since` (the
 * fault), then checks its missing and faulty counts against btrfs. Answers the pool as reported.
 */
export async function expectTruthWithin3s(
  test: TestDevice,
  token: string,
  poolId: string,
  status: PoolInfo['status'],
  since: number,
): Promise<PoolInfo> {
  // The state is the truth once its status and its counts both agree with btrfs: a second fault on
  // a pool already degraded changes only the counts.
  const look = async () => {
    const pool = await poolInfo(test, token, poolId);
    return { pool, truth: await btrfsTruth(test, poolId, pool.disk_list) };
  };
  const agrees = ({ pool, truth }: Awaited<ReturnType<typeof look>>) =>
    pool.status === status && pool.missingNum === truth.missing && pool.errorNum === truth.faulty;
  let seen = await look();
  while (!agrees(seen) && Date.now() - since < TRUTH_WITHIN_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await look();
  }
  const { pool, truth } = seen;
  const elapsed = Date.now() - since;
  expect(pool.status, `status ${elapsed} ms after the fault`).toBe(status);
  expect(
    { missingNum: pool.missingNum, errorNum: pool.errorNum },
    `btrfs says:\n${truth.show}\n${truth.stats}`,
  ).toEqual({ missingNum: truth.missing, errorNum: truth.faulty });
  expect(elapsed).toBeLessThanOrEqual(TRUTH_WITHIN_MS);
  if (status === 'ok') expect(truth).toMatchObject({ missing: 0, faulty: 0 });
  return pool;
}

/** Files written before the fault read back identical, from the disks (O_DIRECT). */
export function expectFilesIntact(dir: string, files: ReadonlyMap<string, string>): void {
  expect(readDigestsDirect(dir, files.keys())).toEqual(files);
}

/** Starts a scrub of the pool through the API and polls it (every 100 ms) until it no longer runs. */
export async function scrubToEnd(
  test: TestDevice,
  token: string,
  pid: string,
  attempts = 600,
): Promise<ScrubStatusInfo> {
  const started = await test.post('/zspool/scrub/start', { pid }, { token, json: true });
  expect(started.success, started.message).toBe(true);
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const status = await test.post<ScrubStatusInfo>('/zspool/scrub/status', { pid }, { token, json: true });
    if (status.data.state !== 'running') return status.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('scrub did not finish');
}

/** Scrubs the pool through the API and expects nothing uncorrectable. */
export async function expectCleanScrub(
  test: TestDevice,
  token: string,
  pid: string,
): Promise<ScrubStatusInfo> {
  const status = await scrubToEnd(test, token, pid, 1200);
  expect(status).toMatchObject({ state: 'finished', errors: { uncorrectable: 0 } });
  return status;
}

/** Waits for the replace job the engine starts by itself (a re-attach) and answers it. */
export async function engineReplaceJob(test: TestDevice, poolId: string, after: number, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const job = test.device.jobs.latest('replace');
    if (job && job.poolId === poolId && job.createdAt >= after) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no replace job started');
}

/**
 * Follows a job to its end, reading the pool's status through `/zspool/info` while it runs;
 * answers the job and every status seen while the job was still running (a reading is kept only
 * when the registry still had the job running after it).
 */
export async function followJob(test: TestDevice, token: string, poolId: string, jobId: string) {
  const seen = new Set<PoolInfo['status']>();
  const finished = () => ['done', 'failed', 'cancelled'].includes(test.device.jobs.get(jobId)?.state ?? '');
  for (let attempt = 0; attempt < 2400; attempt += 1) {
    if (finished()) break;
    const status = (await poolInfo(test, token, poolId)).status;
    if (!finished()) seen.add(status);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const job = await test.post<JobInfo>('/zspool/format/status', { jobId }, { token, json: true });
  return { job: job.data, seen: [...seen] };
}

/** Loops, mounts and processes that still name the data directory (all must be none at the end). */
export function leftBehind(dataDir: string): { loops: string[]; mounts: string[]; processes: string[] } {
  const inside = (path: string) => path === dataDir || path.startsWith(`${dataDir}/`);
  const processes: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (Number(pid) === process.pid) continue;
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
      if (cmdline.includes(dataDir)) processes.push(`${pid} ${cmdline}`);
    } catch {
      // gone meanwhile
    }
  }
  return {
    loops: listLoopBackings()
      .filter((loop) => inside(loop.backingFile))
      .map((loop) => loop.device),
    mounts: parseMountinfo(readFileSync('/proc/self/mountinfo', 'utf8'))
      .map((entry) => entry.mountPoint)
      .filter(inside),
    processes,
  };
}

/**
 * Puts the pulled `slots` back into their bays: the pool stays degraded (btrfs still holds the dead
 * devices) until the replace job the engine starts by itself is done, never ok before, and then
 * reads ok with all of `serials` and no missing or failing member. Answers the truth at the put-back.
 */
export async function expectReattachedOnPutBack(
  test: TestDevice,
  token: string,
  poolId: string,
  slots: readonly string[],
  serials: readonly string[],
) {
  const back = Date.now();
  for (const slot of slots) await test.device.bays.insert(slot, {});
  const atPutBack = await expectTruthWithin3s(test, token, poolId, 'degraded', back);
  const job = await engineReplaceJob(test, poolId, back);
  const { job: done, seen } = await followJob(test, token, poolId, job.id);
  expect(done).toMatchObject({ state: 'done', percent: 100 });
  expect(seen).not.toContain('ok');
  const healed = await expectTruthWithin3s(test, token, poolId, 'ok', Date.now());
  expect(healed).toMatchObject({ disk_list: serials, missingNum: 0, errorNum: 0 });
  return atPutBack;
}
