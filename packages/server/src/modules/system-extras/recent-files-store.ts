import type { RecentAct } from '@coffer/contract';
import type { Db } from '../../db/open-database.js';

/** Rows kept per person: the newest changes, enough for `/system/recent` after some drop out. */
export const RECENT_ROWS_PER_USER = 200;

export interface RecentRow {
  path: string;
  act: RecentAct;
  at: number;
}

/**
 * Each person's recently changed files (table `recent_files`, migration 26): one row per virtual
 * path, the newest act wins, the oldest rows beyond RECENT_ROWS_PER_USER are dropped. A deleted
 * account's rows go with it (foreign key).
 */
export class RecentFilesStore {
  private readonly upsert;
  private readonly prune;
  private readonly newest;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.upsert = db.prepare(
      `INSERT INTO recent_files (user_id, path, act, at) VALUES (?, ?, ?, ?)
       ON CONFLICT(user_id, path) DO UPDATE SET act = excluded.act, at = excluded.at`,
    );
    this.prune = db.prepare(
      `DELETE FROM recent_files WHERE user_id = @uid AND path NOT IN
         (SELECT path FROM recent_files WHERE user_id = @uid ORDER BY at DESC, rowid DESC LIMIT @keep)`,
    );
    this.newest = db.prepare<[number], RecentRow>(
      'SELECT path, act, at FROM recent_files WHERE user_id = ? ORDER BY at DESC, rowid DESC',
    );
  }

  record(userId: number, path: string, act: RecentAct): void {
    this.upsert.run(userId, path, act, this.now());
    this.prune.run({ uid: userId, keep: RECENT_ROWS_PER_USER });
  }

  /** The person's rows, newest first. */
  of(userId: number): RecentRow[] {
    return this.newest.all(userId);
  }
}
