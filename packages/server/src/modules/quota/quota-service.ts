import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { Code, QUOTA_MAX_BYTES, QUOTA_MIN_BYTES, type AccountEntry, type QuotaEntry } from '@coffer/contract';
import { AppError } from '../../http/app-error.js';
import type { AuditLog } from '../audit/audit-log.js';
import type { Act } from '../accounts/user-center.js';
import { LAYOUT, type FilePools } from '../files/file-pool.js';
import type { HomeLimits, ResolvedPath } from '../files/path-resolver.js';
import { formatBytes } from '../files/transfers/transfer-caller.js';
import { enableQuotas, isSubvolume, limitQgroup, qgroupOf, showQgroups } from './qgroups.js';
import { fitsUnder, limitInRange, quotaRefusal } from './quota-rules.js';
import type { QuotaStore } from './quota-store.js';

export interface QuotaDeps {
  store: QuotaStore;
  pools: FilePools;
  accounts: { all(): AccountEntry[]; entry(uid: number): AccountEntry | undefined };
  audit: AuditLog;
  log: Logger;
}

/** The default pool as storage limits see it. */
type Place =
  | { kind: 'nopool'; pool: { id: string; name: string } | null }
  | { kind: 'unenforceable'; pool: { id: string; name: string } }
  | { kind: 'btrfs'; pool: { id: string; name: string }; root: string; homes: string };

const NO_POOL_CODES = new Set<unknown>([Code.fileNoPool, Code.filePoolLocked, Code.filePoolUnavailable]);

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 200) : String(error);
}

/**
 * Storage limits per user (issue 16 §4): a btrfs qgroup limit on each account's folder
 * (`homes/<uid>`, a subvolume), held by the kernel. The limit lives in SQLite and is applied to
 * the folder whenever it is first used on a pool (made later, or the default pool changed), so the
 * database is the truth and the qgroups follow it.
 */
export class Quotas implements HomeLimits {
  /** Limits by account, as stored (a cache of `user_quotas`). */
  private readonly limits: Map<number, number | null>;
  /** The limit last applied to a folder by this process. */
  private readonly applied = new Map<string, number | null>();
  private readonly applying = new Map<string, Promise<void>>();
  private readonly enabling = new Map<string, Promise<void>>();

  constructor(private readonly deps: QuotaDeps) {
    this.limits = deps.store.all();
  }

  /** Every account's usage and limit on the default pool. */
  async list(): Promise<{ pool: { id: string; name: string } | null; items: QuotaEntry[] }> {
    const place = await this.place();
    const accounts = this.deps.accounts.all();
    if (place.kind !== 'btrfs') {
      return { pool: place.pool, items: accounts.map((account) => this.unmeasured(account.uid, place.kind)) };
    }
    await this.ensureEnabled(place.root);
    const homesLine = await qgroupOf(place.homes);
    const lines = (await showQgroups(place.root)) ?? [];
    const byPath = new Map(lines.map((line) => [line.path, line]));
    const items: QuotaEntry[] = [];
    for (const account of accounts) {
      const line = homesLine ? byPath.get(`${homesLine.path}/${account.uid}`) : undefined;
      const home = join(place.homes, String(account.uid));
      if (line && this.limits.has(account.uid) && line.maxReferenced !== this.limitOf(account.uid)) {
        // The qgroup drifted from the database (restored pool, changed by hand): the database wins.
        await this.applyLimit(account.uid, home).catch((error: unknown) => this.warn(account.uid, error));
      }
      items.push(
        line ? this.measured(account.uid, line.referenced) : await this.withoutQgroup(account.uid, home),
      );
    }
    return { pool: place.pool, items };
  }

  /** One account's usage and limit (My Account). */
  async entryOf(uid: number): Promise<{ pool: { id: string; name: string } | null; entry: QuotaEntry }> {
    const place = await this.place();
    if (place.kind !== 'btrfs') return { pool: place.pool, entry: this.unmeasured(uid, place.kind) };
    return { pool: place.pool, entry: await this.measure(place, uid) };
  }

  /** Sets (bytes) or lifts (null) an account's limit; one audit row, `ok` or the refusal's code. */
  async set(act: Act, uid: number, limit: number | null): Promise<QuotaEntry> {
    const target = this.deps.accounts.entry(uid);
    const previous = this.limitOf(uid);
    const record = (result: string) =>
      this.deps.audit.record({
        category: 'account',
        action: 'user.quota',
        actor: { id: act.actor.id, username: act.actor.username },
        ip: act.ip,
        target: target?.username ?? `#${uid}`,
        result,
        detail: { limit, previous },
      });
    try {
      const entry = await this.apply(act, uid, target, limit);
      record('ok');
      return entry;
    } catch (error) {
      if (error instanceof AppError) record(String(error.code));
      throw error;
    }
  }

  /** Called by the path resolver each time a caller's folder is used: it holds the stored limit. */
  async homeReady(uid: number, home: string): Promise<void> {
    if (!this.limits.has(uid) || this.applied.get(home) === this.limitOf(uid)) return;
    await this.applyLimit(uid, home).catch((error: unknown) => this.warn(uid, error));
  }

  /**
   * Refuses (C124001) when `bytes` more would pass the caller's limit in their own folder. Checked
   * before uploads and copies, because a reflink clone (how both land on a btrfs pool) is not held
   * by the kernel's qgroup limit; plain writes are, and fail with EDQUOT (C124001 too).
   */
  async assertRoom(uid: number, folder: ResolvedPath, bytes: number): Promise<void> {
    const held = await this.heldUsage(uid, folder, true);
    if (held && !fitsUnder(held.limit, held.used, bytes)) {
      throw new AppError(Code.quotaReached, {}, { ...held, need: bytes }, 413);
    }
  }

  /** The caller's usage and limit in their own folder (WebDAV's quota properties). */
  usageOf(uid: number, folder: ResolvedPath): Promise<{ used: number; limit: number } | null> {
    return this.heldUsage(uid, folder, false);
  }

  /** `sync`: count what is still in the page cache, for a refusal that must be exact. */
  private async heldUsage(
    uid: number,
    folder: ResolvedPath,
    sync: boolean,
  ): Promise<{ used: number; limit: number } | null> {
    const limit = this.limitOf(uid);
    if (folder.root !== 'home' || limit === null) return null;
    if (!(await isSubvolume(folder.rootReal))) return null;
    const line = await qgroupOf(folder.rootReal, sync);
    return line ? { used: line.referenced, limit } : null;
  }

  private limitOf(uid: number): number | null {
    return this.limits.get(uid) ?? null;
  }

  private async apply(act: Act, uid: number, target: AccountEntry | undefined, limit: number | null) {
    if (!target) throw new AppError(Code.noSuchUser);
    const refusal = quotaRefusal(act.actor, { id: target.uid, mainRole: target.mainRole });
    if (refusal) throw new AppError(refusal);
    if (!limitInRange(limit)) {
      throw new AppError(Code.quotaLimitInvalid, {
        min: formatBytes(QUOTA_MIN_BYTES),
        max: formatBytes(QUOTA_MAX_BYTES),
      });
    }
    const place = await this.place();
    // Lifting a limit is always possible; setting one needs a pool where the kernel can hold it.
    if (limit !== null && place.kind === 'nopool') throw new AppError(Code.quotaNoPool);
    if (limit !== null && place.kind === 'unenforceable') {
      throw new AppError(Code.quotaUnenforceable, { name: place.pool.name });
    }
    if (place.kind === 'btrfs') {
      const home = join(place.homes, String(uid));
      if (limit !== null) await this.ensureEnabled(place.root);
      await this.applyTo(home, limit).catch((error: unknown) => {
        throw new AppError(Code.quotaApplyFailed, { reason: reasonOf(error) });
      });
    }
    this.deps.store.save(uid, limit);
    this.limits.set(uid, limit);
    if (place.kind !== 'btrfs') return this.unmeasured(uid, place.kind);
    return this.measure(place, uid);
  }

  /** Applies the stored limit to a folder once at a time; a folder not made yet waits for it. */
  private applyLimit(uid: number, home: string): Promise<void> {
    const running = this.applying.get(home);
    if (running) return running;
    const limit = this.limitOf(uid);
    const work = (async () => {
      if (limit !== null) await this.ensureEnabled(join(home, '..', '..'));
      await this.applyTo(home, limit);
    })().finally(() => this.applying.delete(home));
    this.applying.set(home, work);
    return work;
  }

  private async applyTo(home: string, limit: number | null): Promise<void> {
    if (!(await isSubvolume(home))) {
      // A plain folder (an encrypted pool's) cannot hold it; a folder not made yet gets it when made.
      if ((await lstat(home).catch(() => undefined)) !== undefined) this.applied.set(home, limit);
      return;
    }
    // With quotas off there is nothing to lift.
    if (limit === null && (await qgroupOf(home)) === null) {
      this.applied.set(home, null);
      return;
    }
    await limitQgroup(home, limit);
    this.applied.set(home, limit);
    this.deps.log.info({ event: 'quota.apply', home, limit }, 'storage limit applied');
  }

  private ensureEnabled(root: string): Promise<void> {
    const known = this.enabling.get(root);
    if (known) return known;
    const work = (async () => {
      if ((await qgroupOf(root)) !== null) return;
      this.deps.log.info({ event: 'quota.enable', root }, 'turning btrfs quotas on for storage limits');
      await enableQuotas(root);
    })();
    this.enabling.set(root, work);
    work.catch(() => this.enabling.delete(root));
    return work;
  }

  private async place(): Promise<Place> {
    let usable;
    try {
      usable = await this.deps.pools.usable();
    } catch (error) {
      if (error instanceof AppError && NO_POOL_CODES.has(error.code)) {
        const current = await this.deps.pools.current();
        return { kind: 'nopool', pool: current ? { id: current.id, name: current.name } : null };
      }
      throw error;
    }
    const pool = { id: usable.pool.id, name: usable.pool.name };
    const homes = join(usable.root, LAYOUT.homes);
    if (!(await isSubvolume(homes))) return { kind: 'unenforceable', pool };
    return { kind: 'btrfs', pool, root: usable.root, homes };
  }

  private async measure(place: Extract<Place, { kind: 'btrfs' }>, uid: number): Promise<QuotaEntry> {
    await this.ensureEnabled(place.root);
    const home = join(place.homes, String(uid));
    const line = (await isSubvolume(home)) ? await qgroupOf(home) : null;
    return line ? this.measured(uid, line.referenced) : this.withoutQgroup(uid, home);
  }

  private measured(uid: number, used: number): QuotaEntry {
    return { uid, used, limit: this.limitOf(uid), state: 'ok' };
  }

  /** A folder without a qgroup: not made yet (nothing used), or not a subvolume. */
  private async withoutQgroup(uid: number, home: string): Promise<QuotaEntry> {
    const exists = (await lstat(home).catch(() => undefined)) !== undefined;
    if (!exists) return { uid, used: 0, limit: this.limitOf(uid), state: 'pending' };
    return this.unmeasured(uid, 'unenforceable');
  }

  private unmeasured(uid: number, state: 'nopool' | 'unenforceable'): QuotaEntry {
    return { uid, used: null, limit: this.limitOf(uid), state };
  }

  private warn(uid: number, error: unknown): void {
    this.deps.log.warn(
      { event: 'quota.apply-failed', uid, err: error },
      'a storage limit could not be applied',
    );
  }
}
