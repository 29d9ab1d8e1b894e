import type Database from 'better-sqlite3';
import { damageKindOf } from './sqlite-damage.js';

export type Row = Record<string, unknown>;

/** The column the rowid is read into, named so that no table's own column can clash with it. */
export const ROWID = '__coffer_rowid';

/** A jump over damage is given up after this many doublings (2^48 rowids: past any real table). */
const MAX_JUMP_POWER = 48;

/**
 * Where to look next after damage: `jump` doublings past the last row read. Before any row was read
 * the jumps start at rowid 0, where SQLite's own rowids begin; the backward read still goes down to
 * the lowest rowid.
 */
export function jumpPast(lastRead: bigint, jump: number): bigint {
  return (lastRead < 0n ? 0n : lastRead) + (1n << BigInt(jump));
}

export function quoteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Reads every row of a table that SQLite can still reach, in rowid order, handing each to `take`.
 * A damaged page stops a scan; the read then seeks further and further past the last row read until
 * it lands on readable rows again, and reads backwards from there to pick up the rows the jump
 * stepped over. `complete` is false when damage was met anywhere: rows may be missing.
 */
export function readSurvivingRows(
  source: Database.Database,
  table: string,
  columns: readonly string[],
  take: (row: Row) => void,
): { complete: boolean } {
  const list = [`rowid AS ${ROWID}`, ...columns.map(quoteName)].join(', ');
  const forward = source
    .prepare(`SELECT ${list} FROM ${quoteName(table)} WHERE rowid > ? ORDER BY rowid`)
    .safeIntegers(true);
  const backward = source
    .prepare(`SELECT ${list} FROM ${quoteName(table)} WHERE rowid < ? AND rowid > ? ORDER BY rowid DESC`)
    .safeIntegers(true);
  let lastRead = -(1n << 63n);
  let complete = true;
  for (let jump = -1; ;) {
    if (jump >= 0) {
      // Damage behind us: seek further past the last row read until a seek lands on readable rows.
      const from = jumpPast(lastRead, jump);
      let landed: Row | undefined;
      try {
        landed = forward.get(from) as Row | undefined;
      } catch (error) {
        if (!damageKindOf(error)) throw error;
        jump += 1;
        if (jump > MAX_JUMP_POWER) return { complete };
        continue;
      }
      const until = landed === undefined ? from + 1n : (landed[ROWID] as bigint);
      readBack(backward, until, lastRead, take);
      if (landed === undefined) return { complete };
      lastRead = until - 1n;
      jump = -1;
    }
    try {
      for (const row of forward.iterate(lastRead) as Iterable<Row>) {
        take(row);
        lastRead = row[ROWID] as bigint;
      }
      return { complete };
    } catch (error) {
      if (!damageKindOf(error)) throw error;
      complete = false;
      jump = 0;
    }
  }
}

/** Rows between `after` and `before` (both excluded), read backwards until damage stops it. */
function readBack(
  backward: Database.Statement,
  before: bigint,
  after: bigint,
  take: (row: Row) => void,
): void {
  const rows: Row[] = [];
  try {
    for (const row of backward.iterate(before, after) as Iterable<Row>) rows.push(row);
  } catch (error) {
    if (!damageKindOf(error)) throw error;
  }
  for (const row of rows.reverse()) take(row);
}
