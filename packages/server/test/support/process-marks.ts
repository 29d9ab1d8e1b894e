/**
 * Processes as /proc shows them, marked by PID and start time so that a later process that reuses a
 * PID is never taken for the one a test saw (the children a killed daemon leaves behind).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { readProcessStat } from '../../src/platform/child-records.js';

export interface ProcessMark {
  pid: number;
  startTime: string;
  command: string;
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

function childPids(pid: number): number[] {
  const children = new Set<number>();
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const file = `/proc/${pid}/task/${task}/children`;
      if (!existsSync(file)) continue;
      for (const child of readFileSync(file, 'utf8').split(' ').filter(Boolean)) children.add(Number(child));
    }
  } catch {
    return [];
  }
  return [...children];
}

/** The children of a process and theirs (btrfs, mkfs, wipefs… a daemon runs), as they are now. */
export function descendants(pid: number): ProcessMark[] {
  const marks: ProcessMark[] = [];
  for (const child of childPids(pid)) {
    const stat = readProcessStat(child);
    if (stat) marks.push({ pid: child, startTime: stat.startTime, command: commandOf(child) });
    marks.push(...descendants(child));
  }
  return marks;
}

/** Those of `marks` still running (same PID and start time). */
export function stillAlive(marks: readonly ProcessMark[]): ProcessMark[] {
  return marks.filter((mark) => readProcessStat(mark.pid)?.startTime === mark.startTime);
}

/** Those of `marks` still running after waiting up to `timeoutMs` for them to end. */
export async function outlived(marks: readonly ProcessMark[], timeoutMs: number): Promise<ProcessMark[]> {
  const deadline = Date.now() + timeoutMs;
  while (stillAlive(marks).length > 0 && Date.now() < deadline) await delay(100);
  return stillAlive(marks);
}
