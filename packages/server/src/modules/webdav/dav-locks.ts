import { randomUUID } from 'node:crypto';
import { sep } from 'node:path';

export type LockScope = 'exclusive' | 'shared';
export type LockDepth = '0' | 'infinity';

/** A write lock (RFC 4918 §6), on a real path so every name of a folder meets the same locks. */
export interface DavLock {
  token: string;
  /** The locked entry's real path. */
  path: string;
  /** The URL the client locked it by (lockroot). */
  href: string;
  depth: LockDepth;
  scope: LockScope;
  /** The client's owner element as XML, or '' when it gave none. */
  owner: string;
  userId: number;
  timeoutSeconds: number;
  expiresAt: number;
}

/** The timeout given when a client asks for none or for Infinite, and the longest one granted. */
export const LOCK_TIMEOUT_DEFAULT_S = 3600;
export const LOCK_TIMEOUT_MAX_S = 86_400;
/** Locks held at once; past this a new lock is refused (503), so no client can grow memory for ever. */
export const LOCKS_MAX = 10_000;

export function isInside(path: string, folder: string): boolean {
  return path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);
}

/** The first acceptable value of a `Timeout` header (`Second-n`, `Infinite`), within the limits. */
export function timeoutOf(header: string | undefined): number {
  for (const part of (header ?? '').split(',')) {
    const match = /^\s*Second-(\d+)\s*$/i.exec(part);
    if (match) return Math.min(Math.max(Number(match[1]), 1), LOCK_TIMEOUT_MAX_S);
    if (/^\s*Infinite\s*$/i.test(part)) return LOCK_TIMEOUT_DEFAULT_S;
  }
  return LOCK_TIMEOUT_DEFAULT_S;
}

/**
 * The WebDAV server's locks, in memory: a restart of the service releases them, as clients expect
 * of a server that went away (they lock again). Expired locks go when next looked at.
 */
export class DavLocks {
  private readonly locks = new Map<string, DavLock>();

  constructor(private readonly now: () => number = Date.now) {}

  get size(): number {
    this.purge();
    return this.locks.size;
  }

  byToken(token: string): DavLock | undefined {
    this.purge();
    return this.locks.get(token);
  }

  /** Locks that hold `path`: on it, or with depth infinity on a folder above it. */
  covering(path: string): DavLock[] {
    this.purge();
    return [...this.locks.values()].filter(
      (lock) => lock.path === path || (lock.depth === 'infinity' && isInside(path, lock.path)),
    );
  }

  /** Locks on `path` or anything below it. */
  within(path: string): DavLock[] {
    this.purge();
    return [...this.locks.values()].filter((lock) => isInside(lock.path, path));
  }

  /** Whether a new lock of this scope and depth on `path` meets a lock it may not share with. */
  conflicts(path: string, depth: LockDepth, scope: LockScope): boolean {
    const met = [...this.covering(path), ...(depth === 'infinity' ? this.within(path) : [])];
    return met.some((lock) => scope === 'exclusive' || lock.scope === 'exclusive');
  }

  create(lock: Omit<DavLock, 'token' | 'expiresAt'>): DavLock | undefined {
    if (this.size >= LOCKS_MAX) return undefined;
    const made: DavLock = {
      ...lock,
      token: `opaquelocktoken:${randomUUID()}`,
      expiresAt: this.now() + lock.timeoutSeconds * 1000,
    };
    this.locks.set(made.token, made);
    return made;
  }

  refresh(lock: DavLock, timeoutSeconds: number): void {
    lock.timeoutSeconds = timeoutSeconds;
    lock.expiresAt = this.now() + timeoutSeconds * 1000;
  }

  remove(token: string): boolean {
    return this.locks.delete(token);
  }

  /** Drops the locks on `path` and below (the entry was deleted or moved away). */
  removeWithin(path: string): void {
    for (const lock of this.within(path)) this.locks.delete(lock.token);
  }

  secondsLeft(lock: DavLock): number {
    return Math.max(0, Math.ceil((lock.expiresAt - this.now()) / 1000));
  }

  private purge(): void {
    const now = this.now();
    for (const [token, lock] of this.locks) if (lock.expiresAt <= now) this.locks.delete(token);
  }
}
