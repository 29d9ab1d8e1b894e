import type { Db } from '../../db/open-database.js';

/** One value of the `meta` table: the files module's few device-wide settings. */
export class MetaSetting {
  constructor(
    private readonly db: Db,
    private readonly key: string,
  ) {}

  get(): string | undefined {
    const row = this.db.prepare('SELECT value FROM meta WHERE key = ?').get(this.key) as
      { value: string } | undefined;
    return row?.value;
  }

  set(value: string): void {
    this.db
      .prepare(
        'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      )
      .run(this.key, value);
  }

  clear(): void {
    this.db.prepare('DELETE FROM meta WHERE key = ?').run(this.key);
  }
}
