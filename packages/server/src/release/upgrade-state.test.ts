import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code, idleUpgradeRecord } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  emptyUpgradeState,
  promotePendingRelease,
  readReleasePointer,
  readUpgradeState,
  rollBackPendingRelease,
  snapshotDatabase,
  upgradePaths,
  writeReleasePointer,
  writeUpgradeState,
} from './upgrade-state.js';

let dataDir: string;
const db = (suffix = '') => join(dataDir, `coffer.db${suffix}`);

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'coffer-upgrade-state-'));
  mkdirSync(join(dataDir, 'releases', '2.3.2'), { recursive: true });
  writeReleasePointer(dataDir, 'pending', { version: '2.3.2', dir: '2.3.2' });
  writeUpgradeState(dataDir, {
    ...emptyUpgradeState('2.3.1'),
    record: { ...idleUpgradeRecord('2.3.1'), id: 'u1', status: 'reboot', target_version: '2.3.2' },
    archive: 'staged/u1.coffer',
  });
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the files the daemon and the supervisor share', () => {
  it('keeps the record without a worded message and reads nothing from a file that is not one', () => {
    const state = readUpgradeState(dataDir)!;
    writeUpgradeState(dataDir, { ...state, record: { ...state.record, message: 'words' } });
    expect(readUpgradeState(dataDir)?.record.message).toBe('');
    writeFileSync(upgradePaths(dataDir).state, '{"format": 99}');
    expect(readUpgradeState(dataDir)).toBeUndefined();
  });

  it('resolves a release pointer inside the releases directory and refuses one that leaves it', () => {
    expect(readReleasePointer(dataDir, 'pending')).toEqual({
      version: '2.3.2',
      dir: '2.3.2',
      path: join(dataDir, 'releases', '2.3.2'),
    });
    writeFileSync(upgradePaths(dataDir).pending, JSON.stringify({ version: '9', dir: '../../etc' }));
    expect(readReleasePointer(dataDir, 'pending')).toBeUndefined();
  });

  it('rolls back: the database as the previous version left it, the failure recorded, nothing pending', () => {
    writeFileSync(db(), 'the previous version’s database');
    snapshotDatabase(dataDir);
    // The new version migrates the database, then fails.
    writeFileSync(db(), 'migrated by the new version');
    writeFileSync(db('-wal'), 'its log');
    writeFileSync(db('-shm'), 'its index');

    rollBackPendingRelease(dataDir, {
      en: 'it ended before it was ready (exit code 1)',
      zh: '启动完成前已退出',
    });

    expect(readFileSync(db(), 'utf8')).toBe('the previous version’s database');
    expect(existsSync(db('-wal'))).toBe(false);
    expect(existsSync(db('-shm'))).toBe(false);
    expect(existsSync(upgradePaths(dataDir).rollback)).toBe(false);
    expect(readReleasePointer(dataDir, 'pending')).toBeUndefined();
    const state = readUpgradeState(dataDir)!;
    expect(state.record).toMatchObject({ status: 'end', errcode: Code.upgradeStartFailed, id: 'u1' });
    expect(state.params.reason).toMatchObject({ en: 'it ended before it was ready (exit code 1)' });
    expect(state.archive).toBe('staged/u1.coffer');
  });

  it('keeps the first snapshot when a start is tried again after being stopped half-way', () => {
    writeFileSync(db(), 'before');
    snapshotDatabase(dataDir);
    writeFileSync(db(), 'half-way');
    snapshotDatabase(dataDir);
    expect(readFileSync(join(upgradePaths(dataDir).rollback, 'coffer.db'), 'utf8')).toBe('before');
  });

  it('makes a pending release that answered the current one and drops the snapshot', () => {
    writeFileSync(db(), 'x');
    snapshotDatabase(dataDir);
    expect(promotePendingRelease(dataDir)).toEqual({ version: '2.3.2', dir: '2.3.2' });
    expect(readReleasePointer(dataDir, 'current')).toMatchObject({ version: '2.3.2' });
    expect(readReleasePointer(dataDir, 'pending')).toBeUndefined();
    expect(existsSync(upgradePaths(dataDir).rollback)).toBe(false);
  });
});
