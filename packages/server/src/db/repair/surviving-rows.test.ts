import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leafPagesOf, overwritePages } from '../../../test/db/damage-database.js';
import { checkDatabase } from './check-database.js';
import { jumpPast, readSurvivingRows, ROWID, type Row } from './surviving-rows.js';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'coffer-rows-'));
  file = join(dir, 'test.db');
  const db = new Database(file);
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO notes (text) VALUES (?)');
  db.transaction(() => {
    for (let i = 1; i <= 1000; i += 1) insert.run(`note ${i} `.padEnd(120, '.'));
  })();
  db.close();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function readAll(): { ids: number[]; complete: boolean } {
  const db = new Database(file, { readonly: true });
  const ids: number[] = [];
  const { complete } = readSurvivingRows(db, 'notes', ['id', 'text'], (row: Row) =>
    ids.push(Number(row[ROWID])),
  );
  db.close();
  return { ids, complete };
}

describe('reading the rows that survive', () => {
  it('reads every row of a sound table, once, in order', () => {
    expect(checkDatabase(file)).toEqual({ state: 'ok' });
    const { ids, complete } = readAll();
    expect(complete).toBe(true);
    expect(ids).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
  });

  it.each([
    ['the first page', () => [0]],
    ['a page in the middle', (count: number) => [Math.floor(count / 2)]],
    ['two pages apart', (count: number) => [2, count - 3]],
    ['the last page', (count: number) => [count - 1]],
  ])('loses only the rows of %s', (_case, pick) => {
    const { pages, pageSize } = leafPagesOf(file, 'notes');
    const lost = pick(pages.length).map((index) => pages[index]!);
    overwritePages(
      file,
      lost.map((page) => page.pageno),
      pageSize,
    );
    expect(checkDatabase(file)).toMatchObject({ state: 'damaged', kind: 'corrupt' });
    const { ids, complete } = readAll();
    expect(complete).toBe(false);
    expect(ids.length).toBe(1000 - lost.reduce((sum, page) => sum + page.ncell, 0));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('jumping past damage', () => {
  it.each([
    [100n, 0, 101n],
    [100n, 3, 108n],
    [-(1n << 63n), 0, 1n],
    [-(1n << 63n), 10, 1024n],
  ])('from the last row %s, jump %s looks past %s', (lastRead, jump, expected) => {
    expect(jumpPast(lastRead, jump)).toBe(expected);
  });
});
