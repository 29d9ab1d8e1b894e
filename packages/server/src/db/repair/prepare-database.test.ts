import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leafPagesOf, overwritePages } from '../../../test/db/damage-database.js';
import { openDatabase } from '../open-database.js';
import { DATABASE_FILE, prepareDatabase } from './prepare-database.js';
import { readReport, REPAIR_DIR, writeReport } from './repair-report-file.js';
import { atStep, startReport } from './repair-report.js';

const log = pino({ level: 'silent' });
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'coffer-prepare-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function writeDeviceDatabase(file: string): void {
  const db = openDatabase(file);
  db.prepare("INSERT INTO meta (key, value) VALUES ('nasid', 'nas-1')").run();
  db.close();
}

/**
 * A daemon killed outright: its last change is only in the WAL, which a separate process writes and
 * then dies without closing the database (nothing is checkpointed).
 */
function writeAndCrash(file: string): void {
  const betterSqlite = createRequire(import.meta.url).resolve('better-sqlite3');
  const script = `
    const Database = require(${JSON.stringify(betterSqlite)});
    const db = new Database(${JSON.stringify(file)});
    db.pragma('wal_autocheckpoint = 0');
    db.prepare("INSERT INTO meta (key, value) VALUES ('last', 'only in the WAL')").run();
    process.kill(process.pid, 'SIGKILL');
  `;
  spawnSync(process.execPath, ['-e', script]);
}

describe('opening the database at start', () => {
  it('opens a sound database without a repair', () => {
    writeDeviceDatabase(join(dataDir, DATABASE_FILE));
    const { db, repair } = prepareDatabase(dataDir, log);
    expect(repair.dbState()).toBe('ok');
    expect(existsSync(join(dataDir, REPAIR_DIR))).toBe(false);
    db.close();
  });

  it('takes up a repair a crash interrupted, from the copy it had kept', () => {
    const repairDir = join(dataDir, REPAIR_DIR);
    mkdirSync(repairDir);
    const kept = join(repairDir, 'coffer-20261127T000000000Z.db');
    writeDeviceDatabase(kept);
    const report = atStep(
      atStep(startReport({ kind: 'corrupt', problem: 'test' }, Date.now()), 'keep'),
      'schema',
    );
    writeReport(repairDir, { ...report, damagedCopy: kept, kept: [kept] });
    // The crash left a half-built database behind; it was never served.
    copyFileSync(kept, join(dataDir, `${DATABASE_FILE}.repairing`));

    const { db, repair } = prepareDatabase(dataDir, log);
    expect(repair.info(true)).toMatchObject({ state: 'success', recoveredRows: 1, damagedCopy: kept });
    expect(db.prepare("SELECT value FROM meta WHERE key = 'nasid'").pluck().get()).toBe('nas-1');
    expect(existsSync(kept)).toBe(true);
    expect(existsSync(join(dataDir, `${DATABASE_FILE}.repairing`))).toBe(false);
    db.close();
  });

  it('keeps the acknowledgement of the last repair on disk', () => {
    const repairDir = join(dataDir, REPAIR_DIR);
    mkdirSync(repairDir);
    writeDeviceDatabase(join(dataDir, DATABASE_FILE));
    writeReport(repairDir, { ...startReport({ kind: 'notadb', problem: 'x' }, 0), state: 'fail' });
    const { db, repair } = prepareDatabase(dataDir, log);
    expect(repair.dbState()).toBe('down');
    repair.acknowledge();
    expect(repair.dbState()).toBe('ok');
    expect(readReport(repairDir)?.acknowledged).toBe(true);
    db.close();
  });

  it('keeps the WAL of a crashed daemon with the damaged file and recovers the changes in it', () => {
    const file = join(dataDir, DATABASE_FILE);
    const db = openDatabase(file);
    const insert = db.prepare('INSERT INTO kv (user_id, k, v, updated_at) VALUES (?, ?, ?, 0)');
    db.prepare(
      "INSERT INTO users (username, password_hash, main_role, created_at) VALUES ('owner', 'x', 1, 0)",
    ).run();
    db.transaction(() => {
      for (let i = 0; i < 500; i += 1) insert.run(1, `key-${i}`, 'v'.repeat(100));
    })();
    db.close();
    writeAndCrash(file);
    expect(existsSync(`${file}-wal`)).toBe(true);
    const { pages, pageSize } = leafPagesOf(file, 'kv');
    const damaged = overwritePages(file, [pages[1]!.pageno], pageSize);
    const wal = readFileSync(`${file}-wal`);

    const opened = prepareDatabase(dataDir, log);
    const state = opened.repair.info(true);
    expect(state.state).toBe('success');
    expect(readFileSync(state.damagedCopy).equals(damaged)).toBe(true);
    expect(readFileSync(`${state.damagedCopy}-wal`).equals(wal)).toBe(true);
    expect(opened.db.prepare("SELECT value FROM meta WHERE key = 'last'").pluck().get()).toBe(
      'only in the WAL',
    );
    expect(state.tables.find((table) => table.name === 'kv')).toMatchObject({
      rows: 500 - pages[1]!.ncell,
      complete: false,
    });
    opened.db.close();
  });
});
