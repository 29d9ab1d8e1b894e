import type { Db } from '../../db/open-database.js';

/** An opened assistance: its authorisation code, when it was opened and when it ends (Unix seconds). */
export interface OpenAssistance {
  pwd: string;
  ctime: number;
  expireAt: number;
}

const KEY = 'remote_help';

/** The assistance state in SQLite `meta`: a row while open, none while closed. */
export class RemoteHelpStore {
  constructor(private readonly db: Db) {}

  read(): OpenAssistance | null {
    const row = this.db.prepare('SELECT value FROM meta WHERE key = ?').get(KEY) as
      { value: string } | undefined;
    if (!row) return null;
    try {
      const value = JSON.parse(row.value) as Partial<OpenAssistance>;
      if (
        typeof value.pwd === 'string' &&
        Number.isInteger(value.ctime) &&
        Number.isInteger(value.expireAt)
      ) {
        return { pwd: value.pwd, ctime: value.ctime!, expireAt: value.expireAt! };
      }
    } catch {
      // A row that is not ours to read is a closed assistance; `clear` removes it.
    }
    return null;
  }

  write(state: OpenAssistance): void {
    this.db
      .prepare(
        'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      )
      .run(KEY, JSON.stringify(state));
  }

  clear(): void {
    this.db.prepare('DELETE FROM meta WHERE key = ?').run(KEY);
  }
}
