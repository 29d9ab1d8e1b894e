import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setChildRecords } from './exec.js';
import { parseProcessStat, type ProcessStat } from './process-stat.js';

/** One command the daemon runs in a process group of its own (the group's id is its PID). */
export interface ChildRecord {
  pid: number;
  startTime: string;
  command: string;
}

export function readProcessStat(pid: number): ProcessStat | undefined {
  try {
    return parseProcessStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

function processesIn(pgrp: number): ProcessStat[] {
  const members: ProcessStat[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProcessStat(Number(entry));
    if (stat?.pgrp === pgrp) members.push(stat);
  }
  return members;
}

/**
 * The commands running right now, one file each under `<data>/run/children/`, so that after a
 * SIGKILL of the daemon (which runs no handler) the next start can end what is still alive of them
 * before it touches anything.
 */
export class ChildRecords {
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  record(pid: number, command: string): void {
    const stat = readProcessStat(pid);
    if (!stat) return;
    const record: ChildRecord = { pid, startTime: stat.startTime, command };
    writeFileSync(join(this.dir, String(pid)), JSON.stringify(record), { mode: 0o600 });
  }

  forget(pid: number): void {
    rmSync(join(this.dir, String(pid)), { force: true });
  }

  /**
   * Kills the process group of every recorded command a previous run left alive, recognised by its
   * PID and start time (a group whose leader is gone is recognised by its id: the kernel gives no
   * process that id while the group lives). Answers the records whose groups were killed.
   */
  reapOrphans(): ChildRecord[] {
    const killed: ChildRecord[] = [];
    for (const name of readdirSync(this.dir)) {
      const file = join(this.dir, name);
      let record: ChildRecord | undefined;
      try {
        record = JSON.parse(readFileSync(file, 'utf8')) as ChildRecord;
      } catch {
        record = undefined;
      }
      if (record && Number.isInteger(record.pid) && record.pid > 1) {
        const leader = readProcessStat(record.pid);
        const ours =
          leader?.startTime === record.startTime ||
          (leader === undefined && processesIn(record.pid).length > 0);
        if (ours && killGroup(record.pid)) killed.push(record);
      }
      rmSync(file, { force: true });
    }
    return killed;
  }
}

function killGroup(pgid: number): boolean {
  try {
    process.kill(-pgid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}

/**
 * At start, before anything is touched: ends what a killed previous run left running of its
 * commands, then records this run's commands in the same place. Answers what was killed.
 */
export function takeOverChildren(dataDir: string): ChildRecord[] {
  const records = new ChildRecords(join(dataDir, 'run', 'children'));
  const killed = records.reapOrphans();
  setChildRecords(records);
  return killed;
}
