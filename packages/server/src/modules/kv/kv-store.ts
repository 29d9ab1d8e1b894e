import type { Db } from '../../db/open-database.js';

/** How many keys one user may keep: the desktop's settings, not a database. */
export const KV_KEYS_PER_USER = 256;

/** The per-user key-value store of spec 1 §7 (migration 7 `kv`). */
export class KvStore {
  constructor(private readonly db: Db) {}

  load(userId: number, key: string): string | null {
    const row = this.db.prepare('SELECT v FROM kv WHERE user_id = ? AND k = ?').get(userId, key) as
      { v: string } | undefined;
    return row?.v ?? null;
  }

  /** Stores the value; false when the user already has the most keys allowed and this one is new. */
  save(userId: number, key: string, value: string, now = Date.now()): boolean {
    return this.db.transaction(() => {
      const exists = this.load(userId, key) !== null;
      if (!exists && this.count(userId) >= KV_KEYS_PER_USER) return false;
      this.db
        .prepare(
          `INSERT INTO kv (user_id, k, v, updated_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (user_id, k) DO UPDATE SET v = excluded.v, updated_at = excluded.updated_at`,
        )
        .run(userId, key, value, now);
      return true;
    })();
  }

  delete(userId: number, key: string): void {
    this.db.prepare('DELETE FROM kv WHERE user_id = ? AND k = ?').run(userId, key);
  }

  private count(userId: number): number {
    const row = this.db.prepare('SELECT COUNT(*) AS n FROM kv WHERE user_id = ?').get(userId) as {
      n: number;
    };
    return row.n;
  }
}
