import { Code, seriesOfReport } from '@coffer/contract';
import type { JobRegistry } from '../jobs/job-registry.js';
import type { JobView } from '../jobs/job.js';
import { isMounted } from '../pools/pool-mount.js';
import type { PoolRecord } from '../pools/pool-record.js';
import { StorageError } from '../storage-error.js';
import { toCsv } from './usage-csv.js';
import { scanUsage } from './usage-scan.js';
import type { StoredUsageReport, UsageSchedule, UsageStore } from './usage-store.js';

export interface UsageServiceOptions {
  jobs: JobRegistry;
  store: UsageStore;
  /** The pool's record, or undefined when there is no such pool. */
  pool: (poolId: string) => PoolRecord | undefined;
  /** Where a pool's files are (`PoolService.filesPath`: the plain view of an encrypted pool). */
  filesPath: (poolId: string) => string;
}

/** A report's header, as listed. */
export interface UsageReportHeader {
  id: number;
  pid: string;
  jobId: string;
  started: number;
  finished: number;
  bytes: number;
  allocated: number;
  files: number;
  folders: number;
}

const header = (stored: StoredUsageReport): UsageReportHeader => ({
  id: stored.id,
  pid: stored.poolId,
  jobId: stored.jobId,
  started: stored.startedAt,
  finished: stored.finishedAt,
  bytes: stored.report.bytes,
  allocated: stored.report.allocated,
  files: stored.report.files,
  folders: stored.report.folders,
});

/**
 * Pool usage reports (spec 3 §7 `/v2/tob/poolusage/*`): a scan is a job of kind `usage` that walks
 * one pool's files and keeps its report in SQLite. Scans read only, so they do not take the pool's
 * lock; one scan per pool at a time.
 */
export class UsageService {
  private readonly running = new Map<string, string>();

  constructor(private readonly options: UsageServiceOptions) {}

  config(poolId: string): { pid: string; schedule: UsageSchedule } {
    this.pool(poolId);
    return { pid: poolId, schedule: this.options.store.schedule(poolId) };
  }

  setConfig(poolId: string, schedule: UsageSchedule): { pid: string; schedule: UsageSchedule } {
    this.pool(poolId);
    this.options.store.setSchedule(poolId, schedule);
    return { pid: poolId, schedule };
  }

  async start(poolId: string): Promise<{ jobId: string; pid: string }> {
    const pool = this.pool(poolId);
    const root = this.options.filesPath(poolId);
    if (!(await isMounted(root)))
      throw new StorageError(pool.encrypted ? Code.poolLocked : Code.poolNotMounted);
    if (this.running.has(poolId)) throw new StorageError(Code.usageScanRunning);
    const startedAt = Date.now();
    const job = this.options.jobs.start(
      { kind: 'usage', poolId, description: 'scanning' },
      async (context) => {
        try {
          const report = await scanUsage(root, {
            signal: context.signal,
            progress: (done, total) => context.progress(total === 0 ? 99 : (done / total) * 99, 'scanning'),
          });
          this.options.store.add({ poolId, jobId: job.id, startedAt, finishedAt: Date.now(), report });
        } finally {
          this.running.delete(poolId);
        }
      },
    );
    this.running.set(poolId, job.id);
    return { jobId: job.id, pid: poolId };
  }

  /** The latest finished report of a pool, and the scan under way if any. */
  summary(poolId: string) {
    this.pool(poolId);
    const latest = this.options.store.list(poolId)[0];
    return {
      pid: poolId,
      running: this.runningJob(poolId),
      report: latest ? { ...header(latest), ...this.body(latest) } : null,
    };
  }

  list(poolId: string): { pid: string; running: JobView | null; list: UsageReportHeader[] } {
    this.pool(poolId);
    return {
      pid: poolId,
      running: this.runningJob(poolId),
      list: this.options.store.list(poolId).map(header),
    };
  }

  info(id: number) {
    const stored = this.report(id);
    return { ...header(stored), ...this.body(stored) };
  }

  remove(id: number): { id: number } {
    this.report(id);
    this.options.store.remove(id);
    return { id };
  }

  /** Series ready for a chart: bytes per file type and per top folder, largest first. */
  chart(id: number) {
    const { report } = this.report(id);
    return { id, ...seriesOfReport(report) };
  }

  /** The report as CSV: one row per top folder and file type, then each folder's largest files. */
  csv(id: number): { fileName: string; text: string } {
    const stored = this.report(id);
    const rows: (string | number)[][] = [];
    for (const folder of stored.report.topFolders) {
      rows.push(['folder', folder.name, '', folder.bytes, folder.allocated, folder.files, folder.folders]);
      for (const type of folder.types) {
        rows.push(['type', folder.name, type.type, type.bytes, type.allocated, type.files, '']);
      }
      for (const file of folder.largest) {
        rows.push(['file', folder.name, file.path, file.bytes, file.allocated, 1, '']);
      }
    }
    return {
      fileName: `pool-usage-${stored.poolId}-${stored.id}.csv`,
      text: toCsv(['kind', 'folder', 'item', 'bytes', 'allocated', 'files', 'folders'], rows),
    };
  }

  private body(stored: StoredUsageReport) {
    const { topFolders, types, skipped } = stored.report;
    return { topFolders, types, skipped };
  }

  private runningJob(poolId: string): JobView | null {
    const jobId = this.running.get(poolId);
    return (jobId && this.options.jobs.get(jobId)) || null;
  }

  private pool(poolId: string): PoolRecord {
    const pool = this.options.pool(poolId);
    if (!pool) throw new StorageError(Code.poolNotFound);
    return pool;
  }

  private report(id: number): StoredUsageReport {
    const stored = this.options.store.find(id);
    if (!stored) throw new StorageError(Code.usageReportNotFound);
    return stored;
  }
}
