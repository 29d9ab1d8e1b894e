import type { Db } from '../../db/open-database.js';
import type { MigrationError, MigrationPair, MigrationRecord } from './migration-plan.js';

interface MigrationRow {
  job_id: string;
  pool_id: string;
  pairs: string;
  error: string | null;
  acknowledged: number;
  created_at: number;
}

function fromRow(row: MigrationRow): MigrationRecord {
  return {
    jobId: row.job_id,
    poolId: row.pool_id,
    pairs: JSON.parse(row.pairs) as MigrationPair[],
    error: row.error === null ? null : (JSON.parse(row.error) as MigrationError),
    acknowledged: row.acknowledged === 1,
    createdAt: row.created_at,
  };
}

/**
 * Migration plans in SQLite (migration 9): written when the job starts, and again as each pair is
 * done, so a restart continues with the pairs left (docs/decisions.md "Data migration").
 */
export class MigrationStore {
  constructor(private readonly db: Db) {}

  insert(record: MigrationRecord): void {
    this.db
      .prepare(
        'INSERT INTO pool_migrations (job_id, pool_id, pairs, acknowledged, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(
        record.jobId,
        record.poolId,
        JSON.stringify(record.pairs),
        record.acknowledged ? 1 : 0,
        record.createdAt,
      );
  }

  find(jobId: string): MigrationRecord | undefined {
    const row = this.db.prepare('SELECT * FROM pool_migrations WHERE job_id = ?').get(jobId) as
      MigrationRow | undefined;
    return row && fromRow(row);
  }

  /** The newest migration, acknowledged or not. */
  latest(): MigrationRecord | undefined {
    const row = this.db
      .prepare('SELECT * FROM pool_migrations ORDER BY created_at DESC, rowid DESC LIMIT 1')
      .get() as MigrationRow | undefined;
    return row && fromRow(row);
  }

  setPairs(jobId: string, pairs: readonly MigrationPair[]): void {
    this.db
      .prepare('UPDATE pool_migrations SET pairs = ? WHERE job_id = ?')
      .run(JSON.stringify(pairs), jobId);
  }

  setError(jobId: string, error: MigrationError): void {
    this.db
      .prepare('UPDATE pool_migrations SET error = ? WHERE job_id = ?')
      .run(JSON.stringify(error), jobId);
  }

  acknowledge(jobId: string): void {
    this.db.prepare('UPDATE pool_migrations SET acknowledged = 1 WHERE job_id = ?').run(jobId);
  }
}
