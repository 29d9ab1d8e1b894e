import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
});
