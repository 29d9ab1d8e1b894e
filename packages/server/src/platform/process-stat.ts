/** What Coffer reads of `/proc/<pid>/stat` (proc(5)). */
export interface ProcessStat {
  pid: number;
  ppid: number;
  /** The process group. */
  pgrp: number;
  /** Clock ticks after boot: with the PID, tells a process from a later one that reuses the PID. */
  startTime: string;
}

/**
 * Pure: parses one `/proc/<pid>/stat` line. The command name sits in parentheses and may itself hold
 * spaces and parentheses, so the fields are counted after the last `)`.
 */
export function parseProcessStat(text: string): ProcessStat | undefined {
  const open = text.indexOf(' (');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return undefined;
  const pid = Number(text.slice(0, open));
  // After ") ": state(3) ppid(4) pgrp(5) … starttime(22); index 0 here is field 3.
  const fields = text
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  const ppid = Number(fields[1]);
  const pgrp = Number(fields[2]);
  const startTime = fields[19];
  if (!Number.isInteger(pid) || !Number.isInteger(ppid) || !Number.isInteger(pgrp) || !startTime) {
    return undefined;
  }
  return { pid, ppid, pgrp, startTime };
}
