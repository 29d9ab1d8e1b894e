import Database from 'better-sqlite3';
import { narrowExistingFiles } from '../platform/private-files.js';
import { MIGRATIONS } from './migrations.js';

export type Db = Database.Database;

/**
 * Opens the device database in WAL mode and brings its schema up to date. The database, its WAL and
 * shared-memory file hold password and token hashes: readable by the owner alone (SQLite gives the
 * -wal and -shm it creates the database file's mode, so narrowing the database first covers them).
 */
export function openDatabase(file: string): Db {
  const companions = [file, `${file}-wal`, `${file}-shm`];
  narrowExistingFiles(companions);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  narrowExistingFiles(companions);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
  );
  const applied = new Set(
    db
      .prepare('SELECT id FROM schema_migrations')
      .all()
      .map((row) => (row as { id: number }).id),
  );
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)').run(
        migration.id,
        migration.name,
        Date.now(),
      );
    })();
  }
}
