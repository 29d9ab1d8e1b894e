import type { Db } from '../../db/open-database.js';

/** Each account's storage limit (table `user_quotas`, migration 19); no row: never limited. */
export class QuotaStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** The account's limit in bytes: a number, null when lifted, undefined when never set. */
  limitOf(uid: number): number | null | undefined {
    const row = this.db.prepare('SELECT limit_bytes FROM user_quotas WHERE user_id = ?').get(uid) as
      { limit_bytes: number | null } | undefined;
    return row === undefined ? undefined : row.limit_bytes;
  }

  /** Every account that has (or had) a limit. */
  all(): Map<number, number | null> {
    const rows = this.db.prepare('SELECT user_id, limit_bytes FROM user_quotas').all() as {
      user_id: number;
      limit_bytes: number | null;
    }[];
    return new Map(rows.map((row) => [row.user_id, row.limit_bytes]));
  }

  save(uid: number, limit: number | null): void {
    this.db
      .prepare(
        `INSERT INTO user_quotas (user_id, limit_bytes, updated_at) VALUES (?, ?, ?)
         ON CONFLICT(user_id) DO UPDATE SET limit_bytes = excluded.limit_bytes, updated_at = excluded.updated_at`,
      )
      .run(uid, limit, this.now());
  }
}
