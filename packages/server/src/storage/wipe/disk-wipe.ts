import { open, readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { Code } from '@coffer/contract';
import { exec } from '../../platform/exec.js';
import type { BayView } from '../bays/bay-views.js';
import type { Logger } from 'pino';
import { BayError } from '../bays/bay-error.js';
import type { JobContext, JobRegistry } from '../jobs/job-registry.js';
import type { JobView } from '../jobs/job.js';
import { presentDisks, storageFacts } from '../pools/pool-disks.js';
import type { PoolRecord } from '../pools/pool-record.js';
import type { CachePoolRecord } from '../cache/cache-pool-store.js';
import { StorageError } from '../storage-error.js';

/** How much of each end of the disk is zeroed: partition tables, superblocks and their backups. */
export const WIPE_EDGE_BYTES = 16 * 1024 * 1024;

export interface DiskWipeOptions {
  jobs: JobRegistry;
  bays: { list(): Promise<BayView[]>; assertBayDevice(path: string): unknown };
  pools: () => readonly PoolRecord[];
  /** SSD cache pools: their SSDs are in use, never wiped as free disks. */
  caches?: () => readonly CachePoolRecord[];
  /** Where a failed command's output goes (never to the answer). */
  log?: Pick<Logger, 'warn'>;
}

const running = (job: JobView | undefined) =>
  job !== undefined && (job.state === 'queued' || job.state === 'running');

/** True when the kernel reports the device can discard (`queue/discard_max_bytes` above 0). */
async function supportsDiscard(device: string): Promise<boolean> {
  const text = await readFile(`/sys/block/${basename(device)}/queue/discard_max_bytes`, 'utf8').catch(
    () => '0',
  );
  return Number(text.trim()) > 0;
}

async function zeroEdges(device: string): Promise<void> {
  const { stdout } = await exec('blockdev', ['--getsize64', device]);
  const size = Number(stdout.trim());
  const zeros = Buffer.alloc(Math.min(WIPE_EDGE_BYTES, size));
  const handle = await open(device, 'r+');
  try {
    await handle.write(zeros, 0, zeros.length, 0);
    if (size > zeros.length) await handle.write(zeros, 0, zeros.length, size - zeros.length);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The wipe's steps, each stored before it runs; `guard` passes before every write. */
async function wipeDevice(device: string, { signal, step }: JobContext, guard: () => unknown): Promise<void> {
  const stopUnlessSafe = () => {
    if (signal.aborted) throw new StorageError(Code.jobCancelled);
    guard();
  };
  stopUnlessSafe();
  await exec('wipefs', ['-a', '-q', device]);
  await step(20, 'wiping');
  stopUnlessSafe();
  if (await supportsDiscard(device)) {
    await exec('blkdiscard', [device], { timeoutMs: 10 * 60_000 }).catch(() => undefined);
  }
  await step(60, 'wiping');
  stopUnlessSafe();
  await zeroEdges(device);
  await exec('btrfs', ['device', 'scan', '--forget', device]).catch(() => undefined);
  await step(100, 'wiped');
}

/**
 * Wipes a free bay disk (a job of kind wipe): `wipefs -a`, a discard where the device supports one
 * (a refusal falls back to zeroing alone), then zeros over the first and last 16 MiB. A pool member
 * or hot spare is refused (C109004); every write passes the bays' write guard first.
 */
export class DiskWipe {
  /** Serial → its newest wipe job. */
  private readonly bySerial = new Map<string, string>();

  constructor(private readonly options: DiskWipeOptions) {}

  async start(sn: string): Promise<{ jobId: string; sn: string }> {
    const { jobs, bays } = this.options;
    if (running(jobs.latest('wipe'))) throw new StorageError(Code.wipeRunning);
    const disks = presentDisks(await bays.list());
    const facts = storageFacts(disks, this.options.pools(), { caches: this.options.caches?.() ?? [] });
    const disk = disks.find((candidate) => candidate.sn === sn);
    if (!disk) throw new StorageError(Code.diskNotFound, { disk: sn });
    if (facts.disks.find((candidate) => candidate.sn === sn)?.use !== 'free') {
      throw new StorageError(Code.wipeNotFree, { sn });
    }
    const device = disk.device;
    bays.assertBayDevice(device);
    const job = jobs.start({ kind: 'wipe', poolId: null, description: 'wiping' }, async (context) => {
      try {
        await wipeDevice(device, context, () => bays.assertBayDevice(device));
      } catch (error) {
        throw this.answerOf(error, sn, device);
      }
    });
    this.bySerial.set(sn, job.id);
    return { jobId: job.id, sn };
  }

  /**
   * What a failed wipe answers: a refusal keeps its code; a command that failed becomes C109007,
   * which says what to check, and its output goes to the log only.
   */
  private answerOf(error: unknown, sn: string, device: string): StorageError {
    if (error instanceof StorageError) return error;
    if (error instanceof BayError) return new StorageError(error.code, error.params);
    this.options.log?.warn(
      {
        event: 'disk.wipe.failed',
        sn,
        device,
        reason: error instanceof Error ? error.message : String(error),
      },
      'disk wipe failed',
    );
    return new StorageError(Code.wipeFailed, { sn });
  }

  status(query: { sn?: string; jobId?: string }): JobView | null {
    const { jobs } = this.options;
    const id = query.jobId ?? (query.sn === undefined ? undefined : this.bySerial.get(query.sn));
    if (id === undefined) return query.sn === undefined ? (jobs.latest('wipe') ?? null) : null;
    const job = jobs.get(id);
    if (!job || job.kind !== 'wipe') throw new StorageError(Code.jobNotFound);
    return job;
  }

  cancel(jobId?: string): { cancelled: 0 | 1; jobId: string | null } {
    const { jobs } = this.options;
    const job = jobId === undefined ? jobs.latest('wipe') : jobs.get(jobId);
    if (jobId !== undefined && (!job || job.kind !== 'wipe')) throw new StorageError(Code.jobNotFound);
    if (!running(job)) return { cancelled: 0, jobId: null };
    jobs.cancel(job!.id);
    return { cancelled: 1, jobId: job!.id };
  }
}
