import { closeSync, openSync, readSync, statSync } from 'node:fs';
import type { SambaAuditSettings } from '@coffer/contract';
import type { Logger } from 'pino';
import { operationOf, parseAuditLine } from './audit-line.js';
import type { NewAuditEntry, SambaAuditStore } from './samba-audit-store.js';

const POLL_MS = 1_000;
/** Reads and writes of one file by one user within this long are one entry (a copy is many calls). */
const REPEAT_MS = 30_000;
const CHUNK = 1 << 20;

export interface AuditFollowerDeps {
  logFile: string;
  store: SambaAuditStore;
  settings: () => SambaAuditSettings;
  /** The real folder a share is for this user, to cut it from the paths; undefined when unknown. */
  shareRoot: (share: string, username: string) => string | undefined;
  log: Logger;
}

/**
 * Follows smbd's log (where full_audit writes, not syslog) and stores each recorded operation in
 * the audit table. Samba renames a full log to `.old` and starts again: the rest of the old one is
 * read first.
 */
export class AuditFollower {
  private offset = 0;
  private inode = 0;
  private partial = '';
  private timer: NodeJS.Timeout | undefined;
  private readonly folders = new Set<string>();
  private readonly recent = new Map<string, number>();

  constructor(private readonly deps: AuditFollowerDeps) {}

  /** Starts at the log's current end: what was written before is not read again. */
  start(): void {
    if (this.timer) return;
    const info = statSync(this.deps.logFile, { throwIfNoEntry: false });
    this.inode = info?.ino ?? 0;
    this.offset = info?.size ?? 0;
    this.timer = setInterval(() => this.poll(), POLL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.poll();
  }

  /** Reads what was written since the last look; also called by tests' waits through `list`. */
  poll(): void {
    try {
      const info = statSync(this.deps.logFile, { throwIfNoEntry: false });
      if (!info) return;
      if (info.ino !== this.inode) {
        const old = statSync(`${this.deps.logFile}.old`, { throwIfNoEntry: false });
        if (old?.ino === this.inode) this.read(`${this.deps.logFile}.old`);
        this.inode = info.ino;
        this.offset = 0;
        this.partial = '';
      } else if (info.size < this.offset) {
        this.offset = 0;
        this.partial = '';
      }
      this.read(this.deps.logFile);
    } catch (error) {
      this.deps.log.warn(
        { event: 'samba.audit.read-failed', err: error },
        'the Samba audit log could not be read',
      );
    }
  }

  private read(path: string): void {
    const fd = openSync(path, 'r');
    const entries: NewAuditEntry[] = [];
    try {
      const buffer = Buffer.alloc(CHUNK);
      for (;;) {
        const got = readSync(fd, buffer, 0, CHUNK, this.offset);
        if (got <= 0) break;
        this.offset += got;
        const text = this.partial + buffer.subarray(0, got).toString('utf8');
        const lines = text.split('\n');
        this.partial = lines.pop() ?? '';
        for (const line of lines) {
          const entry = this.entryOf(line);
          if (entry) entries.push(entry);
        }
      }
    } finally {
      closeSync(fd);
    }
    this.deps.store.add(entries);
  }

  private entryOf(text: string): NewAuditEntry | null {
    const line = parseAuditLine(text);
    if (!line) return null;
    const root = this.deps.shareRoot(line.share, line.username);
    const relative = (path: string) => {
      if (root === undefined) return path;
      if (path === root) return '/';
      return path.startsWith(`${root}/`) ? path.slice(root.length) : path;
    };
    if (line.operation === 'create_file') {
      const path = line.args[line.args.length - 1] ?? '';
      if (line.args[1] === 'dir') this.folders.add(path);
      else this.folders.delete(path);
      if (this.folders.size > 10_000) this.folders.clear();
    }
    const event = operationOf(line, (path) => this.folders.has(path));
    if (!event) return null;
    const settings = this.deps.settings();
    if (!settings.enabled || !settings.actions.includes(event.action)) return null;
    const path = event.paths.map(relative).join(' -> ');
    const now = Date.now();
    if (event.action === 'read' || event.action === 'write') {
      const key = `${line.username}|${line.ip}|${line.share}|${event.action}|${path}|${line.result}`;
      const last = this.recent.get(key);
      this.recent.set(key, now);
      if (this.recent.size > 10_000) this.recent.clear();
      if (last !== undefined && now - last < REPEAT_MS) return null;
    }
    return {
      at: now,
      username: line.username,
      ip: line.ip,
      action: event.action,
      share: line.share,
      path,
      result: line.result,
    };
  }
}
