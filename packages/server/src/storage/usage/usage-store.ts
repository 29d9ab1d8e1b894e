import type { Db } from '../../db/open-database.js';
import type { UsageReport } from './usage-report.js';

export const USAGE_SCHEDULES = ['off', 'daily', 'weekly'] as const;
export type UsageSchedule = (typeof USAGE_SCHEDULES)[number];

/** A finished scan (migration 6 `pool_usage_reports`). */
export interface StoredUsageReport {
  id: number;
  poolId: string;
  jobId: string;
  startedAt: number;
  finishedAt: number;
  report: UsageReport;
}

interface Row {
  id: number;
  pool_id: string;
  job_id: string;
  started_at: number;
  finished_at: number;
  report: string;
}

/** Reports kept per pool; older ones are dropped when a new one is added. */
export const USAGE_REPORTS_PER_POOL = 30;

const fromRow = (row: Row): StoredUsageReport => ({
  id: row.id,
  poolId: row.pool_id,
  jobId: row.job_id,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  report: JSON.parse(row.report) as UsageReport,
});

/** Usage reports and each pool's scan schedule, in SQLite so they outlive a restart. */
export class UsageStore {
  constructor(private readonly db: Db) {}

  add(entry: Omit<StoredUsageReport, 'id'>): StoredUsageReport {
    return this.db.transaction(() => {
      const result = this.db
        .prepare(
          'INSERT INTO pool_usage_reports (pool_id, job_id, started_at, finished_at, report) VALUES (?, ?, ?, ?, ?)',
        )
        .run(entry.poolId, entry.jobId, entry.startedAt, entry.finishedAt, JSON.stringify(entry.report));
      this.db
        .prepare(
          `DELETE FROM pool_usage_reports WHERE pool_id = ? AND id NOT IN
             (SELECT id FROM pool_usage_reports WHERE pool_id = ? ORDER BY id DESC LIMIT ?)`,
        )
        .run(entry.poolId, entry.poolId, USAGE_REPORTS_PER_POOL);
      return { ...entry, id: Number(result.lastInsertRowid) };
    })();
  }

  find(id: number): StoredUsageReport | undefined {
    const row = this.db.prepare('SELECT * FROM pool_usage_reports WHERE id = ?').get(id) as Row | undefined;
    return row && fromRow(row);
  }

  /** A pool's reports, newest first. */
  list(poolId: string): StoredUsageReport[] {
    const rows = this.db
      .prepare('SELECT * FROM pool_usage_reports WHERE pool_id = ? ORDER BY id DESC')
      .all(poolId) as Row[];
    return rows.map(fromRow);
  }

  remove(id: number): boolean {
    return this.db.prepare('DELETE FROM pool_usage_reports WHERE id = ?').run(id).changes > 0;
  }

  /** Pools with a schedule other than off, and when their latest report finished. */
  scheduled(): { poolId: string; schedule: UsageSchedule; lastFinished: number | null }[] {
    return this.db
      .prepare(
        `SELECT c.pool_id AS poolId, c.schedule AS schedule,
           (SELECT MAX(r.finished_at) FROM pool_usage_reports r WHERE r.pool_id = c.pool_id) AS lastFinished
         FROM pool_usage_config c WHERE c.schedule != 'off' ORDER BY c.pool_id`,
      )
      .all() as { poolId: string; schedule: UsageSchedule; lastFinished: number | null }[];
  }

  schedule(poolId: string): UsageSchedule {
    const row = this.db.prepare('SELECT schedule FROM pool_usage_config WHERE pool_id = ?').get(poolId) as
      { schedule: UsageSchedule } | undefined;
    return row?.schedule ?? 'off';
  }

  setSchedule(poolId: string, schedule: UsageSchedule): void {
    this.db
      .prepare(
        `INSERT INTO pool_usage_config (pool_id, schedule) VALUES (?, ?)
         ON CONFLICT(pool_id) DO UPDATE SET schedule = excluded.schedule`,
      )
      .run(poolId, schedule);
  }
}
