import type { Db } from '../../db/open-database.js';
import type { JobView } from './job.js';

interface JobRow {
  id: string;
  kind: string;
  pool_id: string | null;
  state: string;
  percent: number;
  description: string;
  error_code: string | null;
  error_message: string | null;
  created_at: number;
  finished_at: number | null;
}

function fromRow(row: JobRow): JobView {
  const numeric = row.error_code !== null && /^\d+$/.test(row.error_code);
  return {
    id: row.id,
    kind: row.kind as JobView['kind'],
    poolId: row.pool_id,
    state: row.state as JobView['state'],
    percent: row.percent,
    description: row.description,
    errorCode: numeric ? Number(row.error_code) : (row.error_code as JobView['errorCode']),
    errorMessage: row.error_message,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

/**
 * Jobs in SQLite (migration 2). A job is written when it starts, when its state or step changes and,
 * throttled, as its percent moves (job-registry.ts); a job found running at start was cut off by a
 * restart and keeps the step and percent it reached.
 */
export class JobStore {
  constructor(private readonly db: Db) {}

  save(job: JobView): void {
    this.db
      .prepare(
        `INSERT INTO jobs (id, kind, pool_id, state, percent, description, error_code, error_message, created_at, finished_at)
         VALUES (@id, @kind, @poolId, @state, @percent, @description, @errorCode, @errorMessage, @createdAt, @finishedAt)
         ON CONFLICT (id) DO UPDATE SET state = @state, percent = @percent, description = @description,
           error_code = @errorCode, error_message = @errorMessage, finished_at = @finishedAt`,
      )
      .run({ ...job, errorCode: job.errorCode === null ? null : String(job.errorCode) });
  }

  find(id: string): JobView | undefined {
    const row = this.db.prepare('SELECT * FROM jobs WHERE id = ?').get(id) as JobRow | undefined;
    return row && fromRow(row);
  }

  /** The newest job of a kind, finished or not. */
  latest(kind: JobView['kind']): JobView | undefined {
    const row = this.db
      .prepare('SELECT * FROM jobs WHERE kind = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
      .get(kind) as JobRow | undefined;
    return row && fromRow(row);
  }

  /** Marks every job a previous run left queued or running as failed with this code; returns them. */
  failUnfinished(errorCode: string, errorMessage: string, now: number): JobView[] {
    const rows = this.db.prepare("SELECT * FROM jobs WHERE state IN ('queued', 'running')").all() as JobRow[];
    const update = this.db.prepare(
      "UPDATE jobs SET state = 'failed', error_code = ?, error_message = ?, finished_at = ? WHERE id = ?",
    );
    for (const row of rows) update.run(errorCode, errorMessage, now, row.id);
    return rows.map((row) =>
      fromRow({
        ...row,
        state: 'failed',
        error_code: errorCode,
        error_message: errorMessage,
        finished_at: now,
      }),
    );
  }
}
