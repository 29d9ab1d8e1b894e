import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ChildRecords, readProcessStat, type ChildRecord } from '../../src/platform/child-records.js';
import { exec, killRunningChildren, setChildRecords } from '../../src/platform/exec.js';
import { waitUntil } from '../support/bay-sandbox.js';

const repoRoot = resolve(import.meta.dirname, '../../../..');
let dir: string;
const groupsToEnd: number[] = [];

function membersOf(pgrp: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => readProcessStat(Number(entry))?.pgrp === pgrp)
    .map(Number);
}

function recorded(): ChildRecord[] {
  return readdirSync(dir).map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as ChildRecord);
}

afterEach(() => {
  // Whatever a failed test left: only the groups it started.
  for (const pgrp of groupsToEnd.splice(0)) {
    try {
      process.kill(-pgrp, 'SIGKILL');
    } catch {
      // gone
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('commands the daemon runs', () => {
  it('run in a process group of their own, recorded while they run and ended whole at exit', async () => {
    dir = mkdtempSync(join(tmpdir(), 'coffer-children-'));
    setChildRecords(new ChildRecords(dir));
    const running = exec('sh', ['-c', 'sleep 60 & sleep 60'], { timeoutMs: 120_000 });
    expect(await waitUntil(() => recorded().length === 1 && membersOf(recorded()[0]!.pid).length >= 3)).toBe(
      true,
    );
    const [record] = recorded();
    groupsToEnd.push(record!.pid);
    expect(record!.command).toBe('sh');

    killRunningChildren();

    await expect(running).rejects.toThrow();
    expect(await waitUntil(() => membersOf(record!.pid).length === 0)).toBe(true);
    expect(recorded()).toEqual([]);
  });

  it('left running by a process killed with SIGKILL are ended by the next takeover, group and all', async () => {
    dir = mkdtempSync(join(tmpdir(), 'coffer-children-'));
    const parent = spawn(
      process.execPath,
      ['--import', 'tsx', 'packages/server/test/support/exec-and-hang.ts', dir],
      { cwd: repoRoot, stdio: 'ignore' },
    );
    groupsToEnd.push(parent.pid!);
    expect(
      await waitUntil(() => recorded().length === 1 && membersOf(recorded()[0]!.pid).length >= 3, 15_000),
    ).toBe(true);
    const [record] = recorded();
    groupsToEnd.push(record!.pid);
    parent.kill('SIGKILL');
    await new Promise((done) => parent.once('exit', done));
    // The kill reached the parent alone: its command and the command's own child run on.
    expect(membersOf(record!.pid).length).toBeGreaterThanOrEqual(2);

    const killed = new ChildRecords(dir).reapOrphans();

    expect(killed.map((entry) => entry.pid)).toEqual([record!.pid]);
    expect(await waitUntil(() => membersOf(record!.pid).length === 0)).toBe(true);
    expect(recorded()).toEqual([]);
  });

  it('are left alone at takeover when their PID now belongs to another process', () => {
    dir = mkdtempSync(join(tmpdir(), 'coffer-children-'));
    const records = new ChildRecords(dir);
    const self = readProcessStat(process.pid)!;
    // This test's own PID with another start time: a record of a process long gone.
    const stale: ChildRecord = {
      pid: process.pid,
      startTime: String(Number(self.startTime) - 1),
      command: 'btrfs',
    };
    writeFileSync(join(dir, String(process.pid)), JSON.stringify(stale));
    expect(records.reapOrphans()).toEqual([]);
    expect(recorded()).toEqual([]);
  });
});
