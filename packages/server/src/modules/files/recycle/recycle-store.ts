import type { Db } from '../../../db/open-database.js';

/** One entry of a recycle bin (migration 11). */
export interface RecycleRow {
  id: string;
  /** `home:<user id>` or `group:<fid>`. */
  bin: string;
  pool_id: string;
  name: string;
  original_path: string;
  owner_id: number;
  is_dir: 0 | 1;
  size: number;
  /** Epoch milliseconds. */
  deleted_at: number;
  deleted_by: string;
}

export class RecycleStore {
  constructor(private readonly db: Db) {}

  insert(row: RecycleRow): void {
    this.db
      .prepare(
        `INSERT INTO recycle_entries (id, bin, pool_id, name, original_path, owner_id, is_dir, size, deleted_at, deleted_by)
         VALUES (@id, @bin, @pool_id, @name, @original_path, @owner_id, @is_dir, @size, @deleted_at, @deleted_by)`,
      )
      .run(row);
  }

  get(id: string): RecycleRow | undefined {
    return this.db.prepare('SELECT * FROM recycle_entries WHERE id = ?').get(id) as RecycleRow | undefined;
  }

  page(bin: string, offset: number, limit: number): { total: number; rows: RecycleRow[] } {
    const { total } = this.db
      .prepare('SELECT COUNT(*) AS total FROM recycle_entries WHERE bin = ?')
      .get(bin) as { total: number };
    const rows = this.db
      .prepare('SELECT * FROM recycle_entries WHERE bin = ? ORDER BY deleted_at DESC, id LIMIT ? OFFSET ?')
      .all(bin, limit, offset) as RecycleRow[];
    return { total, rows };
  }

  allOf(bin: string): RecycleRow[] {
    return this.db.prepare('SELECT * FROM recycle_entries WHERE bin = ?').all(bin) as RecycleRow[];
  }

  totals(bin: string): { count: number; size: number } {
    return this.db
      .prepare('SELECT COUNT(*) AS count, COALESCE(SUM(size), 0) AS size FROM recycle_entries WHERE bin = ?')
      .get(bin) as { count: number; size: number };
  }

  /** Entries deleted before `before` (epoch ms). */
  olderThan(before: number): RecycleRow[] {
    return this.db.prepare('SELECT * FROM recycle_entries WHERE deleted_at < ?').all(before) as RecycleRow[];
  }

  remove(id: string): void {
    this.db.prepare('DELETE FROM recycle_entries WHERE id = ?').run(id);
  }
}
