import { LOGIN_LOCKOUT } from '@coffer/contract';

interface Entry {
  failures: number;
  lockedUntil: number;
}

/**
 * Counts wrong passwords per account and address; after `maxFailures` the pair is locked for
 * `lockMs`. Kept in memory: a restart clears it, as a power cycle clears a real device's counter.
 */
export class LoginLockout {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly limits: { maxFailures: number; lockMs: number } = LOGIN_LOCKOUT,
  ) {}

  static keyOf(username: string, ip: string): string {
    return `${username.toLowerCase()}|${ip}`;
  }

  /** Milliseconds until the pair may try again; 0 when it is not locked. */
  lockedFor(key: string): number {
    const entry = this.entries.get(key);
    if (!entry || entry.lockedUntil === 0) return 0;
    const left = entry.lockedUntil - this.now();
    if (left > 0) return left;
    this.entries.delete(key);
    return 0;
  }

  /** Records a wrong password; returns the lock time that now applies (0 when not yet locked). */
  recordFailure(key: string): number {
    const entry = this.entries.get(key) ?? { failures: 0, lockedUntil: 0 };
    entry.failures += 1;
    if (entry.failures >= this.limits.maxFailures) entry.lockedUntil = this.now() + this.limits.lockMs;
    this.entries.set(key, entry);
    this.prune();
    return this.lockedFor(key);
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  /** Bounds memory against a flood of made-up usernames: expired locks and the oldest entries go. */
  private prune(): void {
    if (this.entries.size <= 10_000) return;
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.lockedUntil !== 0 && entry.lockedUntil <= now) this.entries.delete(key);
      if (this.entries.size <= 5_000) return;
    }
    for (const key of this.entries.keys()) {
      this.entries.delete(key);
      if (this.entries.size <= 5_000) return;
    }
  }
}
