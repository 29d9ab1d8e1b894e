import { LOGIN_LOCKOUT } from '@coffer/contract';

interface PairEntry {
  failures: number;
  /** When the first failure of the current window happened. */
  since: number;
  lockedUntil: number;
}

interface AddressEntry {
  /** The names that failed from this address in the current window, up to the flood limit. */
  names: Set<string>;
  since: number;
  lockedUntil: number;
}

export interface LockoutLimits {
  /** Wrong passwords of one account from one address before the pair is locked. */
  maxFailures: number;
  /** How long a lock lasts, and how long failures are remembered. */
  lockMs: number;
  /**
   * Distinct account names failing from one address within `lockMs` before the whole address is
   * locked: a flood of made-up names is stopped there and cannot grow the memory further.
   */
  maxNamesPerAddress: number;
}

const DEFAULT_LIMITS: LockoutLimits = { ...LOGIN_LOCKOUT, maxNamesPerAddress: 20 };
/** A pair or a whole address has just been locked, until `until` (epoch ms). */
export type LockListener = (lock: { ip: string; until: number; username?: string }) => void;

/** Entries kept before a sweep drops those whose window has passed. */
const SWEEP_AT = 10_000;
/** Past this, pairs that are counting but not locked go, oldest first; a live lock never does. */
const HARD_CAP = 100_000;

/**
 * Counts wrong passwords per account and address; after `maxFailures` the pair is locked for
 * `lockMs`, and an address that fails with `maxNamesPerAddress` different names is locked as a whole.
 * Unknown names count exactly as known ones, so a lock tells nothing about which accounts exist.
 * Memory is bounded by time (entries go once their window has passed) and by the per-address limit;
 * no flood can evict a live lock (issue 12, finding 5). Kept in memory: a restart clears it, as a
 * power cycle clears a real device's counter.
 */
export class LoginLockout {
  private readonly pairs = new Map<string, PairEntry>();
  private readonly addresses = new Map<string, AddressEntry>();
  private nextSweepAt = SWEEP_AT;
  private readonly lockListeners = new Set<LockListener>();

  constructor(
    private readonly now: () => number = Date.now,
    private limits: LockoutLimits = DEFAULT_LIMITS,
  ) {}

  /** The security settings' sign-in limits (failures before a lock, its duration) from now on. */
  configure(limits: Pick<LockoutLimits, 'maxFailures' | 'lockMs'>): void {
    this.limits = { ...this.limits, ...limits };
  }

  /** Calls `listener` each time a pair or an address becomes locked (the automatic block list). */
  onLock(listener: LockListener): () => void {
    this.lockListeners.add(listener);
    return () => this.lockListeners.delete(listener);
  }

  /** A block was lifted: the failures and locks of the addresses it held are forgotten. */
  clearAddresses(matches: (ip: string) => boolean): void {
    for (const ip of this.addresses.keys()) if (matches(ip)) this.addresses.delete(ip);
    for (const key of this.pairs.keys()) {
      if (matches(key.slice(key.lastIndexOf('|') + 1))) this.pairs.delete(key);
    }
  }

  static keyOf(username: string, ip: string): string {
    return `${username.toLowerCase()}|${ip}`;
  }

  /** Milliseconds until this account may try again from this address; 0 when it may now. */
  lockedFor(username: string, ip: string): number {
    const now = this.now();
    const address = this.addresses.get(ip);
    const pair = this.pairs.get(LoginLockout.keyOf(username, ip));
    return Math.max(0, (address?.lockedUntil ?? 0) - now, (pair?.lockedUntil ?? 0) - now);
  }

  /** Records a wrong password; returns the lock time that now applies (0 when not yet locked). */
  recordFailure(username: string, ip: string): number {
    const now = this.now();
    const key = LoginLockout.keyOf(username, ip);
    let pair = this.pairs.get(key);
    if (!pair || this.hasPassed(pair, now)) {
      this.pairs.delete(key);
      pair = { failures: 0, since: now, lockedUntil: 0 };
      this.pairs.set(key, pair);
    }
    pair.failures += 1;
    const pairWasLocked = pair.lockedUntil > now;
    if (pair.failures >= this.limits.maxFailures) pair.lockedUntil = now + this.limits.lockMs;

    let address = this.addresses.get(ip);
    if (!address || this.hasPassed(address, now)) {
      this.addresses.delete(ip);
      address = { names: new Set(), since: now, lockedUntil: 0 };
      this.addresses.set(ip, address);
    }
    address.names.add(username.toLowerCase());
    const addressWasLocked = address.lockedUntil > now;
    if (address.names.size >= this.limits.maxNamesPerAddress) {
      address.lockedUntil = now + this.limits.lockMs;
      address.names.clear();
    }
    if (!pairWasLocked && pair.lockedUntil > now) {
      for (const listener of this.lockListeners) listener({ ip, until: pair.lockedUntil, username });
    } else if (!addressWasLocked && address.lockedUntil > now) {
      for (const listener of this.lockListeners) listener({ ip, until: address.lockedUntil });
    }

    if (this.pairs.size + this.addresses.size > this.nextSweepAt) this.sweep(now);
    return this.lockedFor(username, ip);
  }

  /** A right password: the account's failures from this address are forgotten. */
  clear(username: string, ip: string): void {
    this.pairs.delete(LoginLockout.keyOf(username, ip));
  }

  /** How many entries are held (pairs and addresses), for the bound's tests. */
  get size(): number {
    return this.pairs.size + this.addresses.size;
  }

  /** An entry whose lock has run out, or which is not locked and whose window has passed. */
  private hasPassed(entry: { since: number; lockedUntil: number }, now: number): boolean {
    return entry.lockedUntil !== 0 ? entry.lockedUntil <= now : entry.since + this.limits.lockMs <= now;
  }

  private sweep(now: number): void {
    for (const map of [this.pairs, this.addresses] as const) {
      for (const [key, entry] of map) if (this.hasPassed(entry, now)) map.delete(key);
    }
    // Only a flood from more addresses than the per-address limit can stop gets here.
    for (const [key, pair] of this.pairs) {
      if (this.pairs.size <= HARD_CAP) break;
      if (pair.lockedUntil === 0) this.pairs.delete(key);
    }
    for (const [key, address] of this.addresses) {
      if (this.addresses.size <= HARD_CAP) break;
      if (address.lockedUntil === 0) this.addresses.delete(key);
    }
    // Amortised: the next sweep waits until the live entries have doubled.
    this.nextSweepAt = Math.max(SWEEP_AT, 2 * this.size);
  }
}
