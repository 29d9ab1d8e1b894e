import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/** How much of the log's end is read for a reason: a few hundred lines at most. */
const TAIL_BYTES = 16_384;

/**
 * The last two lines at `error` or `fatal` level in minidlna's log text (`file.c:123: error: …`),
 * without their source positions, joined: the cause and what it did ("bind(http): Address already
 * in use; Failed to open socket for HTTP. EXITING"). Null when there is none.
 */
export function lastLogProblem(text: string): string | null {
  const problems: string[] = [];
  for (const line of text.split('\n')) {
    const found = /^\S+:\d+: (?:error|fatal): (.+)$/.exec(line.trim());
    if (found) problems.push(found[1]!.trim());
  }
  return problems.length === 0 ? null : problems.slice(-2).join('; ');
}

/**
 * The lines of the last run in the log text: from its last "Starting MiniDLNA" line on (all of it
 * when there is none), so a restart after a crash is judged by its own lines.
 */
export function lastRun(text: string): string {
  const start = text.lastIndexOf('Starting MiniDLNA');
  if (start < 0) return text;
  return text.slice(text.lastIndexOf('\n', start) + 1);
}

/** Whether the log text says the HTTP port is open (`HTTP listening on port N`). */
export function saysListening(text: string, port: number): boolean {
  return new RegExp(`: HTTP listening on port ${port}$`, 'm').test(text);
}

/** The log's text written since `offset` (its last `maxBytes` when that is more); '' when there is none. */
export function logSince(path: string, offset: number, maxBytes = TAIL_BYTES): string {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return '';
  }
  try {
    const size = fstatSync(fd).size;
    const from = Math.max(offset <= size ? offset : 0, size - maxBytes);
    const buffer = Buffer.alloc(size - from);
    readSync(fd, buffer, 0, buffer.length, from);
    return buffer.toString('utf8');
  } finally {
    closeSync(fd);
  }
}
