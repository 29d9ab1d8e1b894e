import { readFile } from 'node:fs/promises';
import { Code, PROTOCOL_RULES } from '@coffer/contract';
import { exec, ExecError } from '../../platform/exec.js';
import type { Disk } from '../disks/disk.js';
import type { SmartSource } from '../disks/disk-monitor.js';
import type { JobRegistry } from '../jobs/job-registry.js';
import type { JobView } from '../jobs/job.js';
import { StorageError } from '../storage-error.js';
import type { PoolProtocol } from '../validation/storage-facts.js';
import {
  smartAdvisesReplacement,
  smartHealthV3,
  smartReportFailed,
  smartReportOf,
  type SmartReport,
} from './smart-report.js';
import { recordSmartReading } from './record-reading.js';
import type { SmartRecord, SmartStore } from './smart-store.js';

/** What the SMART check needs of the disk monitor. */
export interface SmartDisks {
  list(): Disk[];
  smartSourceOf(serial: string): SmartSource | undefined;
  smartRead(serial: string, label: string, temperature: number | null): void;
}

/** Runs `smartctl`; a seam so tests can answer for a real disk. */
export type SmartctlRunner = (args: readonly string[]) => Promise<{ stdout: string; exitCode: number }>;

export interface SmartServiceOptions {
  disks: SmartDisks;
  jobs: JobRegistry;
  store: SmartStore;
  smartctl?: SmartctlRunner;
  /** How long a real disk's short self-test is waited for, and how often it is asked. */
  selfTestTimeoutMs?: number;
  selfTestPollMs?: number;
  clock?: () => number;
}

/** `smartctl` exit bits 0 and 1: the command line or the device could not be used at all. */
const SMARTCTL_UNUSABLE = 0b11;
const SELF_TEST_TIMEOUT_MS = 5 * 60_000;
const SELF_TEST_POLL_MS = 5_000;

async function runSmartctl(args: readonly string[]): Promise<{ stdout: string; exitCode: number }> {
  try {
    const result = await exec('smartctl', args, { timeoutMs: 60_000 });
    return { stdout: result.stdout, exitCode: result.exitCode };
  } catch (error) {
    // smartctl's exit status is a bit mask: a failing disk exits non-zero yet prints its report.
    if (error instanceof ExecError && !error.timedOut) {
      return { stdout: error.result.stdout, exitCode: error.result.exitCode };
    }
    throw error;
  }
}

export interface SmartDiskStatus {
  sn: string;
  pos: number;
  /** The newest reading's label; `notest` when the disk has never been checked. */
  result: string;
  /** The v3 mapping of `result`. */
  health: string;
  /** The newest reading's history id, for `/zspool/smart/history/view`; 0 when there is none. */
  id: number;
  ctime: number;
}

export interface SmartTask {
  task: JobView | null;
  /** The readings the check made, one per disk. */
  disks: (SmartDiskStatus & { replace: 0 | 1 })[];
  /** Serials the check has still to read. */
  pending: string[];
}

export interface SmartStatus {
  running: 0 | 1;
  jobId: string | null;
  disks: SmartDiskStatus[];
}

/**
 * SMART checks (spec 3 §4 "SMART / IHM"): a check reads every chosen disk as one job of kind
 * `smart`; each reading is kept in the history. A virtual disk is read from its bay's fixture (no
 * fixture: `notsupported`); a real disk runs a short self-test (`smartctl -t short`), waits for it,
 * then is read with `smartctl -j -a`.
 */
export class SmartService {
  private readonly smartctl: SmartctlRunner;
  private readonly clock: () => number;
  /** Protocol → the newest check's job id. */
  private readonly checks = new Map<string, string>();
  /** Job id → serials a check of this run has still to read. */
  private readonly unread = new Map<string, Set<string>>();

  constructor(private readonly options: SmartServiceOptions) {
    this.smartctl = options.smartctl ?? runSmartctl;
    this.clock = options.clock ?? (() => Math.floor(Date.now() / 1000));
  }

  /** The present disks of a protocol's kinds. */
  disksOf(protocol: PoolProtocol): Disk[] {
    const devTypes = PROTOCOL_RULES[protocol].devTypes as readonly string[];
    // In bay order: the monitor lists disks in the order it found them, which a re-scan changes.
    return this.options.disks
      .list()
      .filter((disk) => disk.status !== 'missing' && devTypes.includes(disk.dev_type))
      .sort((a, b) => a.pos - b.pos);
  }

  /**
   * Starts a check of the given disks (all present disks of the protocol when none are named).
   * A check of the same protocol already running is refused (C108001).
   */
  start(protocol: PoolProtocol, serials?: readonly string[]): JobView {
    const running = this.runningJob(protocol);
    if (running) throw new StorageError(Code.smartCheckRunning);
    const candidates = this.disksOf(protocol);
    let chosen = candidates;
    if (serials && serials.length > 0) {
      const unknown = serials.filter((sn) => !candidates.some((disk) => disk.sn === sn));
      if (unknown.length > 0) throw new StorageError(Code.smartDiskNotFound, { sn: unknown[0]! });
      chosen = candidates.filter((disk) => serials.includes(disk.sn));
    }
    if (chosen.length === 0) throw new StorageError(Code.smartNoDisk);
    const job = this.options.jobs.start(
      { kind: 'smart', poolId: null, description: 'smarttest' },
      async (context) => {
        let done = 0;
        const unread = new Set(chosen.map((disk) => disk.sn));
        this.unread.set(job.id, unread);
        await Promise.all(
          chosen.map(async (disk) => {
            await recordSmartReading(
              {
                read: (serial, signal) => this.read(serial, signal),
                store: this.options.store,
                disks: this.options.disks,
              },
              disk,
              { protocol, jobId: job.id, signal: context.signal },
            );
            unread.delete(disk.sn);
            done += 1;
            context.progress((done / chosen.length) * 100, 'smarttest');
          }),
        ).finally(() => this.unread.delete(job.id));
        if (context.signal.aborted) throw new StorageError(Code.jobCancelled);
      },
    );
    this.checks.set(protocol, job.id);
    return job;
  }

  /** The newest check of a protocol and each present disk's newest reading. */
  status(protocol: PoolProtocol): SmartStatus {
    const jobId = this.checks.get(protocol) ?? null;
    const job = jobId === null ? undefined : this.options.jobs.get(jobId);
    const running = job !== undefined && (job.state === 'queued' || job.state === 'running');
    const newest = new Map<string, SmartRecord>();
    for (const record of this.options.store.list()) if (!newest.has(record.sn)) newest.set(record.sn, record);
    return {
      running: running ? 1 : 0,
      jobId,
      disks: this.disksOf(protocol).map((disk) => {
        const record = newest.get(disk.sn);
        const result = record?.health ?? 'notest';
        return {
          sn: disk.sn,
          pos: disk.pos,
          result,
          health: smartHealthV3(result),
          id: record?.id ?? 0,
          ctime: record?.ctime ?? 0,
        };
      }),
    };
  }

  /**
   * A check as a task: the newest of the protocol (also one from before a restart, found through
   * its readings) or the one named; C104001 when `jobId` names no SMART check.
   */
  task(protocol: PoolProtocol, jobId?: string): SmartTask {
    const id =
      jobId ??
      this.checks.get(protocol) ??
      this.options.store.list().find((record) => record.protocol === protocol && record.jobId)?.jobId ??
      undefined;
    if (id === undefined) return { task: null, disks: [], pending: [] };
    const job = this.options.jobs.get(id);
    if (!job || job.kind !== 'smart') throw new StorageError(Code.jobNotFound);
    const disks = this.options.store.ofJob(id).map((record) => ({
      sn: record.sn,
      pos: record.pos,
      result: record.health,
      health: smartHealthV3(record.health),
      replace: smartAdvisesReplacement(record.health) ? (1 as const) : (0 as const),
      id: record.id,
      ctime: record.ctime,
    }));
    const running = job.state === 'queued' || job.state === 'running';
    return { task: job, disks, pending: running ? [...(this.unread.get(id) ?? [])] : [] };
  }

  history(sn?: string): Omit<SmartRecord, 'report'>[] {
    return this.options.store.list(sn).map(({ report: _report, ...entry }) => entry);
  }

  view(sn: string, id: number): SmartRecord {
    const record = this.options.store.find(sn, id);
    if (!record) throw new StorageError(Code.smartRecordNotFound);
    return record;
  }

  /** The check of a protocol that is still under way, if any. */
  runningJob(protocol: PoolProtocol): JobView | undefined {
    const jobId = this.checks.get(protocol);
    const job = jobId === undefined ? undefined : this.options.jobs.get(jobId);
    return job && (job.state === 'queued' || job.state === 'running') ? job : undefined;
  }

  /** One disk's reading now. */
  async read(serial: string, signal?: AbortSignal): Promise<SmartReport> {
    const source = this.options.disks.smartSourceOf(serial);
    if (!source) return { ...smartReportOf(undefined, this.clock()), health: 'nonpresent' };
    if (source.kind === 'virtual') {
      try {
        return smartReportOf(JSON.parse(await readFile(source.fixture, 'utf8')), this.clock());
      } catch {
        return smartReportOf(undefined, this.clock());
      }
    }
    return this.readReal(source.device, signal);
  }

  private async readReal(device: string, signal?: AbortSignal): Promise<SmartReport> {
    try {
      const started = await this.smartctl(['-j', '-t', 'short', device]);
      if ((started.exitCode & SMARTCTL_UNUSABLE) === 0) await this.waitForSelfTest(device, signal);
      const answer = await this.smartctl(['-j', '-a', device]);
      if ((answer.exitCode & SMARTCTL_UNUSABLE) !== 0 && answer.stdout.trim() === '') {
        return smartReportFailed('cmderr', `smartctl exit ${answer.exitCode}`, this.clock());
      }
      return smartReportOf(JSON.parse(answer.stdout), this.clock());
    } catch (error) {
      if (signal?.aborted) throw new StorageError(Code.jobCancelled);
      const timedOut = error instanceof ExecError && error.timedOut;
      return smartReportFailed(timedOut ? 'timeout' : 'cmderr', String(error), this.clock());
    }
  }

  private async waitForSelfTest(device: string, signal?: AbortSignal): Promise<void> {
    const deadline = Date.now() + (this.options.selfTestTimeoutMs ?? SELF_TEST_TIMEOUT_MS);
    while (Date.now() < deadline) {
      if (signal?.aborted) throw new StorageError(Code.jobCancelled);
      await new Promise((resolve) => setTimeout(resolve, this.options.selfTestPollMs ?? SELF_TEST_POLL_MS));
      const answer = await this.smartctl(['-j', '-c', device]);
      if (!selfTestInProgress(answer.stdout)) return;
    }
  }
}

/** Pure: whether `smartctl -j -c` says a self-test is still running (ATA `remaining_percent`, NVMe `current_self_test_operation`). */
export function selfTestInProgress(stdout: string): boolean {
  try {
    const json = JSON.parse(stdout) as {
      ata_smart_data?: { self_test?: { status?: { remaining_percent?: number } } };
      nvme_self_test_log?: { current_self_test_operation?: { value?: number } };
    };
    return (
      json.ata_smart_data?.self_test?.status?.remaining_percent !== undefined ||
      (json.nvme_self_test_log?.current_self_test_operation?.value ?? 0) !== 0
    );
  } catch {
    return false;
  }
}
