import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { damageKindOf } from './sqlite-damage.js';

export type DatabaseCheck =
  { state: 'missing' } | { state: 'ok' } | { state: 'damaged'; kind: 'corrupt' | 'notadb'; problem: string };

/** At most this many problems are listed by the check: one is enough to decide, a few help the log. */
const PROBLEMS_LISTED = 10;

/**
 * Opens the database read-only and runs `PRAGMA integrity_check`. Read-only, so the check never
 * writes into a damaged file (no checkpoint at close): what is kept aside is what was found.
 */
export function checkDatabase(file: string): DatabaseCheck {
  if (!existsSync(file)) return { state: 'missing' };
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const rows = db.pragma(`integrity_check(${PROBLEMS_LISTED})`) as { integrity_check: string }[];
    const problems = rows.map((row) => row.integrity_check);
    if (problems.length === 1 && problems[0] === 'ok') return { state: 'ok' };
    return { state: 'damaged', kind: 'corrupt', problem: problems.join('; ') };
  } catch (error) {
    const kind = damageKindOf(error);
    if (!kind) throw error;
    return { state: 'damaged', kind, problem: (error as Error).message };
  } finally {
    db?.close();
  }
}
