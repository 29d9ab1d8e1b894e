import { readdirSync, readFileSync, statSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import type { ProcessInfo } from '@coffer/contract';

/** Linux counts a process's CPU time in ticks of 1/100 s (USER_HZ), and RSS in pages. */
const TICKS_PER_SECOND = 100;
const PAGE_BYTES = 4096;
const COMMAND_MAX = 512;
/** A first look needs a second reading to tell CPU use; this long after the first. */
const FIRST_WINDOW_MS = 500;
/** An earlier reading older than this says nothing of now: take a fresh pair. */
const STALE_MS = 30_000;
const USERS_REFRESH_MS = 60_000;

/** The fields of /proc/<pid>/stat the table needs. */
export interface ProcStat {
  name: string;
  state: string;
  /** utime + stime, in ticks. */
  ticks: number;
  rssPages: number;
}

/**
 * Pure: /proc/<pid>/stat. The name is between the first `(` and the last `)` (it may hold spaces and
 * parentheses); the fields after it count from `state` (field 3).
 */
export function parsePidStat(text: string): ProcStat | undefined {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return undefined;
  const rest = text.slice(close + 2).split(' ');
  // rest[0] is field 3 (state); utime is field 14, stime 15, rss 24.
  const utime = Number(rest[11]);
  const stime = Number(rest[12]);
  const rss = Number(rest[21]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) return undefined;
  return {
    name: text.slice(open + 1, close),
    state: rest[0] ?? '?',
    ticks: utime + stime,
    rssPages: rss || 0,
  };
}

/** Pure: user names by uid from /etc/passwd. */
export function parsePasswd(text: string): Map<number, string> {
  const users = new Map<number, string>();
  for (const line of text.split('\n')) {
    const fields = line.split(':');
    if (fields.length >= 3 && fields[0]) users.set(Number(fields[2]), fields[0]);
  }
  return users;
}

interface Seen {
  at: number;
  ticks: Map<number, number>;
}

/**
 * The machine's processes with their CPU use since the previous look (`/manager/processes`). The
 * first look, or one after a long pause, reads twice half a second apart.
 */
export class ProcessTable {
  private seen: Seen | undefined;
  private users: { at: number; names: Map<number, string> } | undefined;

  constructor(
    private readonly procRoot = '/proc',
    private readonly passwd = '/etc/passwd',
    private readonly now: () => number = Date.now,
  ) {}

  async list(): Promise<ProcessInfo[]> {
    if (!this.seen || this.now() - this.seen.at > STALE_MS) {
      this.read();
      await delay(FIRST_WINDOW_MS);
    }
    return this.read();
  }

  private read(): ProcessInfo[] {
    const before = this.seen;
    const at = this.now();
    const seconds = before ? Math.max(0.001, (at - before.at) / 1000) : 1;
    const ticks = new Map<number, number>();
    const list: ProcessInfo[] = [];
    for (const entry of readdirSync(this.procRoot)) {
      const code = entry.charCodeAt(0);
      if (code < 48 || code > 57) continue;
      const pid = Number(entry);
      const folder = `${this.procRoot}/${entry}`;
      // A process may end between the listing and these reads: it is simply not listed.
      let stat: ProcStat | undefined;
      let uid: number;
      let command: string;
      try {
        stat = parsePidStat(readFileSync(`${folder}/stat`, 'utf8'));
        uid = statSync(folder).uid;
        command = readFileSync(`${folder}/cmdline`, 'utf8')
          .slice(0, COMMAND_MAX)
          .replaceAll('\0', ' ')
          .trim();
      } catch {
        continue;
      }
      if (!stat) continue;
      ticks.set(pid, stat.ticks);
      const earlier = before?.ticks.get(pid);
      const cpu = earlier === undefined ? 0 : ((stat.ticks - earlier) / TICKS_PER_SECOND / seconds) * 100;
      list.push({
        pid,
        name: stat.name,
        user: this.userName(uid),
        state: stat.state,
        cpu: Math.round(Math.max(0, cpu) * 10) / 10,
        mem: stat.rssPages * PAGE_BYTES,
        // Kernel threads have no command line: the page shows their name in brackets, as ps does.
        command: command || `[${stat.name}]`,
      });
    }
    this.seen = { at, ticks };
    return list;
  }

  private userName(uid: number): string {
    if (!this.users || this.now() - this.users.at > USERS_REFRESH_MS) {
      let names = new Map<number, string>();
      try {
        names = parsePasswd(readFileSync(this.passwd, 'utf8'));
      } catch {
        // Without a readable passwd file the page shows uids.
      }
      this.users = { at: this.now(), names };
    }
    return this.users.names.get(uid) ?? String(uid);
  }
}
