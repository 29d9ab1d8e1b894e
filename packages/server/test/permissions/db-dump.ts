import Database from 'better-sqlite3';
import { join } from 'node:path';

/**
 * Every row of every table of the daemon's database but `skip`, sorted: what a test compares
 * before and after calls that must change nothing.
 */
export function dumpDatabase(dataDir: string, skip: readonly string[] = ['sessions']): Map<string, string[]> {
  const db = new Database(join(dataDir, 'coffer.db'), { readonly: true });
  try {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .pluck()
      .all() as string[];
    return new Map(
      tables
        .filter((table) => !skip.includes(table))
        .map((table) => [
          table,
          (db.prepare(`SELECT * FROM "${table}"`).all() as unknown[])
            .map((row) => JSON.stringify(row))
            .sort(),
        ]),
    );
  } finally {
    db.close();
  }
}
