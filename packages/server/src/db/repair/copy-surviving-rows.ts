import type { DbRepairStateInfo } from '@coffer/contract';
import type Database from 'better-sqlite3';
import { damageKindOf } from './sqlite-damage.js';
import { quoteName, readSurvivingRows, ROWID, type Row } from './surviving-rows.js';

export type TableRecovery = DbRepairStateInfo['tables'][number];

/** The migrations' own bookkeeping: the new database already has every migration applied. */
const NOT_COPIED = new Set(['schema_migrations']);

function tableNames(db: Database.Database): string[] {
  return (
    db
      .prepare(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY rowid",
      )
      .all() as { name: string }[]
  ).map((row) => row.name);
}

function columnNames(db: Database.Database, table: string): string[] {
  return (db.pragma(`table_info(${quoteName(table)})`) as { name: string }[]).map((column) => column.name);
}

/**
 * Copies what can still be read from a damaged database into a new one that has the whole schema:
 * table by table in the order the migrations created them (so a session finds its user), the
 * columns both know, each row keeping its rowid. A row the new schema refuses (a constraint a damaged
 * value breaks, a session whose user was lost) is counted and left in the damaged copy. `undefined`
 * when the damaged file's schema cannot be read at all: nothing can be recovered.
 */
export function copySurvivingRows(
  source: Database.Database,
  target: Database.Database,
): TableRecovery[] | undefined {
  let sourceTables: Set<string>;
  try {
    sourceTables = new Set(tableNames(source));
  } catch (error) {
    if (damageKindOf(error)) return undefined;
    throw error;
  }
  const recovered: TableRecovery[] = [];
  for (const table of tableNames(target)) {
    if (NOT_COPIED.has(table) || !sourceTables.has(table)) continue;
    const known = new Set(columnNames(source, table));
    const columns = columnNames(target, table).filter((column) => known.has(column));
    const insert = target.prepare(
      `INSERT INTO ${quoteName(table)} (rowid, ${columns.map(quoteName).join(', ')}) VALUES (${['?', ...columns.map(() => '?')].join(', ')})`,
    );
    let rows = 0;
    let refused = 0;
    const take = (row: Row) => {
      try {
        insert.run(row[ROWID], ...columns.map((column) => row[column]));
        rows += 1;
      } catch (error) {
        if ((error as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT') !== true) throw error;
        refused += 1;
      }
    };
    const { complete } = target.transaction(() => readSurvivingRows(source, table, columns, take))();
    recovered.push({ name: table, rows, refused, complete });
  }
  return recovered;
}
