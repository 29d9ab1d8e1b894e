import type { Db } from '../../db/open-database.js';

export type ScrubInterval = 'daily' | 'weekly' | 'monthly';

/** A pool's scrub schedule (migration 3 `scrub_timers`). Times are the device's local time. */
export interface ScrubTimer {
  poolId: string;
  enabled: boolean;
  interval: ScrubInterval;
  /** 0 (Sunday) to 6. */
  weekday: number;
  /** 1 to 28. */
  day: number;
  hour: number;
  /** When the schedule was set: a slot before it is never run late. */
  updatedAt: number;
  lastRunAt: number | null;
}

export type ScrubOutcome = 'running' | 'finished' | 'cancelled' | 'failed';

/** The last scrub of a pool (migration 3 `scrub_results`). */
export interface ScrubResult {
  poolId: string;
  jobId: string;
  state: ScrubOutcome;
  startedAt: number;
  finishedAt: number | null;
  bytesScrubbed: number;
  totalBytes: number;
  errorsFound: number;
  corrected: number;
  uncorrectable: number;
}

interface TimerRow {
  pool_id: string;
  enabled: number;
  interval: string;
  weekday: number;
  day: number;
  hour: number;
  updated_at: number;
  last_run_at: number | null;
}

interface ResultRow {
  pool_id: string;
  job_id: string;
  state: string;
  started_at: number;
  finished_at: number | null;
  bytes_scrubbed: number;
  total_bytes: number;
  errors_found: number;
  corrected: number;
  uncorrectable: number;
}

const timerOf = (row: TimerRow): ScrubTimer => ({
  poolId: row.pool_id,
  enabled: row.enabled === 1,
  interval: row.interval as ScrubInterval,
  weekday: row.weekday,
  day: row.day,
  hour: row.hour,
  updatedAt: row.updated_at,
  lastRunAt: row.last_run_at,
});

const resultOf = (row: ResultRow): ScrubResult => ({
  poolId: row.pool_id,
  jobId: row.job_id,
  state: row.state as ScrubOutcome,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  bytesScrubbed: row.bytes_scrubbed,
  totalBytes: row.total_bytes,
  errorsFound: row.errors_found,
  corrected: row.corrected,
  uncorrectable: row.uncorrectable,
});

/** Scrub schedules and last results, one row per pool each. */
export class ScrubStore {
  constructor(private readonly db: Db) {}

  timers(): ScrubTimer[] {
    return (this.db.prepare('SELECT * FROM scrub_timers').all() as TimerRow[]).map(timerOf);
  }

  timer(poolId: string): ScrubTimer | undefined {
    const row = this.db.prepare('SELECT * FROM scrub_timers WHERE pool_id = ?').get(poolId) as
      TimerRow | undefined;
    return row && timerOf(row);
  }

  saveTimer(timer: ScrubTimer): void {
    this.db
      .prepare(
        `INSERT INTO scrub_timers (pool_id, enabled, interval, weekday, day, hour, updated_at, last_run_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (pool_id) DO UPDATE SET enabled = excluded.enabled, interval = excluded.interval,
           weekday = excluded.weekday, day = excluded.day, hour = excluded.hour,
           updated_at = excluded.updated_at, last_run_at = excluded.last_run_at`,
      )
      .run(
        timer.poolId,
        timer.enabled ? 1 : 0,
        timer.interval,
        timer.weekday,
        timer.day,
        timer.hour,
        timer.updatedAt,
        timer.lastRunAt,
      );
  }

  markRun(poolId: string, at: number): void {
    this.db.prepare('UPDATE scrub_timers SET last_run_at = ? WHERE pool_id = ?').run(at, poolId);
  }

  result(poolId: string): ScrubResult | undefined {
    const row = this.db.prepare('SELECT * FROM scrub_results WHERE pool_id = ?').get(poolId) as
      ResultRow | undefined;
    return row && resultOf(row);
  }

  saveResult(result: ScrubResult): void {
    this.db
      .prepare(
        `INSERT OR REPLACE INTO scrub_results (pool_id, job_id, state, started_at, finished_at,
           bytes_scrubbed, total_bytes, errors_found, corrected, uncorrectable)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        result.poolId,
        result.jobId,
        result.state,
        result.startedAt,
        result.finishedAt,
        result.bytesScrubbed,
        result.totalBytes,
        result.errorsFound,
        result.corrected,
        result.uncorrectable,
      );
  }

  /** Pools with a schedule or a result. */
  poolIds(): string[] {
    const rows = this.db
      .prepare('SELECT pool_id FROM scrub_timers UNION SELECT pool_id FROM scrub_results')
      .all() as { pool_id: string }[];
    return rows.map((row) => row.pool_id);
  }

  /** A deleted pool takes its schedule and result along. */
  forget(poolId: string): void {
    this.db.prepare('DELETE FROM scrub_timers WHERE pool_id = ?').run(poolId);
    this.db.prepare('DELETE FROM scrub_results WHERE pool_id = ?').run(poolId);
  }
}
