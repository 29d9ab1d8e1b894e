import {
  Code,
  IP_BATCH_MAX_LINES,
  IP_LIST_MAX,
  messageOf,
  type CatalogueCode,
  type IpBatchReport,
  type Lang,
  USER_LIMIT,
  addressHex,
  coversConsole,
  parseIpEntry,
  rangeHolds,
  type IpBlackEntry,
  type IpRange,
  type IpWhiteEntry,
  type UserLimitConf,
} from '@coffer/contract';
import type { Logger } from 'pino';
import { AppError } from '../../http/app-error.js';
import type { AuditActor, AuditLog } from '../audit/audit-log.js';
import type { LoginLockout } from '../auth/login-lockout.js';
import { readIpBatch } from './ip-batch-lines.js';
import { IpGate } from './ip-gate.js';
import type { IpListKind, IpListsStore } from './ip-lists-store.js';

/** Who asks for a change, for its audit row. */
export interface Requester {
  actor: AuditActor | null;
  ip: string;
}

const SETTING_USER_LIMIT = 'userLimit';
const SETTING_AUTO_BLOCK = 'autoBlock';
const DEFAULT_LIMIT: UserLimitConf = {
  maxFailures: USER_LIMIT.defaultFailures,
  blockSeconds: USER_LIMIT.defaultBlockSeconds,
};

export interface SecurityServiceDeps {
  store: IpListsStore;
  audit: AuditLog;
  lockout: LoginLockout;
  log: Logger;
  now?: () => number;
}

/**
 * The IP allow and block lists, the sign-in limits and their automatic blocks (issue 16 §6). Every
 * change reloads the gate at once and writes one audit row (category `security`) per entry changed.
 */
export class SecurityService {
  readonly gate: IpGate;
  private readonly now: () => number;

  constructor(private readonly deps: SecurityServiceDeps) {
    this.now = deps.now ?? Date.now;
    this.gate = new IpGate(deps.store, () => this.expireBlocks(), this.now);
    this.applyLimit(this.userLimit());
    deps.lockout.onLock(({ ip, until, username }) => this.autoBlock(ip, until, username));
  }

  // ---- the allow list

  addAllow(ip: string, remark: string, by: Requester): IpWhiteEntry {
    const range = this.parse(ip);
    this.assertRoom('allow', range);
    const entry = this.deps.store.insertAllow(range, remark, this.now());
    this.changed('allow.add', by, entry.ip, { remark });
    return entry;
  }

  deleteAllow(ids: readonly number[], by: Requester): number {
    return this.eachEntry('allow', ids, (id) => {
      const entry = this.deps.store.allowById(id);
      if (!entry || !this.deps.store.delete('allow', id)) return false;
      this.audit('allow.delete', by, entry.ip);
      return true;
    });
  }

  listAllow(offset: number, limit: number, keyword: string) {
    return this.deps.store.listAllow(offset, limit, keyword);
  }

  // ---- the block list

  addBlock(ip: string, remark: string, by: Requester): IpBlackEntry {
    const range = this.parse(ip);
    if (coversConsole(range)) throw new AppError(Code.ipEntryCoversConsole, { ip: range.text });
    this.assertRoom('block', range);
    const entry = this.deps.store.insertBlock(range, { remark, auto: false, expiresAt: 0 }, this.now());
    this.changed('block.add', by, entry.ip, { remark });
    return entry;
  }

  deleteBlock(ids: readonly number[], by: Requester): number {
    return this.eachEntry('block', ids, (id) => {
      const entry = this.deps.store.blockById(id);
      if (!entry || !this.deps.store.delete('block', id)) return false;
      this.forgetFailures(entry.ip);
      this.audit('block.delete', by, entry.ip);
      return true;
    });
  }

  /** Lock (block again) or unlock (stay listed, block nothing) entries; unchanged ones are skipped. */
  setBlockLocked(ids: readonly number[], locked: boolean, by: Requester): number {
    return this.eachEntry('block', ids, (id) => {
      const entry = this.deps.store.blockById(id);
      if (!entry) return false;
      if (!this.deps.store.setLocked(id, locked)) return false;
      if (!locked) this.forgetFailures(entry.ip);
      this.audit(locked ? 'block.lock' : 'block.unlock', by, entry.ip);
      return true;
    });
  }

  listBlock(offset: number, limit: number, keyword: string) {
    this.expireIfDue();
    return this.deps.store.listBlock(offset, limit, keyword);
  }

  exportRows(kind: IpListKind): (IpWhiteEntry | IpBlackEntry)[] {
    if (kind === 'block') this.expireIfDue();
    return kind === 'allow' ? this.deps.store.allAllow() : this.deps.store.allBlock();
  }

  // ---- many entries at once

  /**
   * Adds every good line of a batch in one transaction and rebuilds the gate once (one rebuild per
   * entry made a thousand entries take seconds); each entry added writes its audit row as a single
   * add does, and each refused line is reported with its code and message.
   */
  addMany(kind: IpListKind, text: string, by: Requester, lang: Lang): IpBatchReport {
    const lines = readIpBatch(text);
    if (lines.length === 0) throw new AppError(Code.ipBatchEmpty);
    if (lines.length > IP_BATCH_MAX_LINES)
      throw new AppError(Code.ipBatchTooLong, { max: IP_BATCH_MAX_LINES });
    const refused: IpBatchReport['refused'] = [];
    let added = 0;
    this.deps.store.transaction(() => {
      let room = IP_LIST_MAX - this.deps.store.count(kind);
      for (const { line, ip, remark } of lines) {
        try {
          const range = this.parse(ip);
          if (kind === 'block' && coversConsole(range))
            throw new AppError(Code.ipEntryCoversConsole, { ip: range.text });
          if (this.deps.store.findByText(kind, range.text))
            throw new AppError(Code.ipEntryExists, { ip: range.text });
          if (room <= 0) throw new AppError(Code.ipListFull, { max: IP_LIST_MAX });
          const entry =
            kind === 'allow'
              ? this.deps.store.insertAllow(range, remark, this.now())
              : this.deps.store.insertBlock(range, { remark, auto: false, expiresAt: 0 }, this.now());
          room -= 1;
          added += 1;
          this.audit(`${kind}.add`, by, entry.ip, { remark, batch: true });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const code = String(error.code);
          refused.push({
            line,
            ip: ip.slice(0, 64),
            code,
            message: messageOf(code as CatalogueCode, lang, error.params),
          });
        }
      }
    });
    if (added > 0) this.gate.reload();
    return { added, refused };
  }

  // ---- sign-in limits and settings

  userLimit(): UserLimitConf {
    const stored = this.deps.store.setting(SETTING_USER_LIMIT);
    if (!stored) return DEFAULT_LIMIT;
    try {
      return { ...DEFAULT_LIMIT, ...(JSON.parse(stored) as Partial<UserLimitConf>) };
    } catch {
      return DEFAULT_LIMIT;
    }
  }

  setUserLimit(limit: UserLimitConf, by: Requester): UserLimitConf {
    const before = this.userLimit();
    this.deps.store.setSetting(SETTING_USER_LIMIT, JSON.stringify(limit));
    this.applyLimit(limit);
    this.audit('limits.set', by, 'sign-in limits', { before, after: limit });
    return limit;
  }

  autoBlockOn(): boolean {
    return this.deps.store.setting(SETTING_AUTO_BLOCK) !== '0';
  }

  setAutoBlock(on: boolean, by: Requester): void {
    const before = this.autoBlockOn();
    this.deps.store.setSetting(SETTING_AUTO_BLOCK, on ? '1' : '0');
    this.audit('settings.set', by, 'autoBlock', { before, after: on });
  }

  /** A sign-in refused because the address is blocked or not allowed: one audit row each. */
  recordRefusedSignIn(ip: string, reason: 'blocked' | 'not-allowed'): void {
    this.deps.audit.record({
      category: 'security',
      action: 'security.signin.refused',
      actor: null,
      ip,
      target: ip,
      result: Code.addressRefused,
      detail: { reason },
    });
  }

  // ---- inside

  private parse(ip: string): IpRange {
    const range = parseIpEntry(ip);
    if (!range) throw new AppError(Code.ipEntryInvalid, { ip: ip.slice(0, 64) });
    return range;
  }

  private assertRoom(kind: IpListKind, range: IpRange): void {
    if (this.deps.store.findByText(kind, range.text))
      throw new AppError(Code.ipEntryExists, { ip: range.text });
    if (this.deps.store.count(kind) >= IP_LIST_MAX) throw new AppError(Code.ipListFull, { max: IP_LIST_MAX });
  }

  /** Runs `change` for each id in one transaction; none changed at all is a missing entry. */
  private eachEntry(kind: IpListKind, ids: readonly number[], change: (id: number) => boolean): number {
    const missing = ids.filter((id) =>
      kind === 'allow' ? !this.deps.store.allowById(id) : !this.deps.store.blockById(id),
    );
    // Nothing changes when one of the entries is gone (deleted meanwhile): the page reloads the list.
    if (missing.length > 0) throw new AppError(Code.ipEntryNotFound);
    let changed = 0;
    this.deps.store.transaction(() => {
      for (const id of new Set(ids)) if (change(id)) changed += 1;
    });
    if (changed > 0) this.gate.reload();
    return changed;
  }

  /** The lockout's failures and locks of every address the entry holds are forgotten. */
  private forgetFailures(entryText: string): void {
    const range = parseIpEntry(entryText);
    if (!range) return;
    this.deps.lockout.clearAddresses((ip) => {
      const hex = addressHex(ip);
      return hex !== null && rangeHolds(range, hex);
    });
  }

  private changed(action: string, by: Requester, target: string, detail: Record<string, unknown>): void {
    this.gate.reload();
    this.audit(action, by, target, detail);
  }

  private audit(action: string, by: Requester, target: string, detail: Record<string, unknown> = {}): void {
    this.deps.audit.record({
      category: 'security',
      action: `security.${action}`,
      actor: by.actor,
      ip: by.ip,
      target,
      result: 'ok',
      detail,
    });
  }

  private applyLimit(limit: UserLimitConf): void {
    this.deps.lockout.configure({ maxFailures: limit.maxFailures, lockMs: limit.blockSeconds * 1000 });
  }

  /**
   * The sign-in limits locked an address: it is blocked everywhere until the lock ends, listed as an
   * automatic entry. The console's own address is never blocked (the lockout still applies to it).
   */
  private autoBlock(ip: string, until: number, username?: string): void {
    if (!this.autoBlockOn()) return;
    const range = parseIpEntry(ip);
    if (!range || coversConsole(range)) return;
    const existing = this.deps.store.findByText('block', range.text);
    const entry = existing
      ? this.deps.store.relockAuto(existing.id, until)
      : this.deps.store.insertBlock(range, { remark: '', auto: true, expiresAt: until }, this.now());
    this.gate.reload();
    this.deps.log.warn(
      { event: 'security.auto-block', ip: entry.ip, until },
      'address blocked after failed sign-ins',
    );
    this.deps.audit.record({
      category: 'security',
      action: 'security.block.auto',
      actor: null,
      ip,
      target: entry.ip,
      result: 'ok',
      detail: { until, ...(username === undefined ? {} : { username }) },
    });
  }

  private expireIfDue(): void {
    if (this.deps.store.expiredBlocks(this.now()).length > 0) {
      this.expireBlocks();
      this.gate.reload();
    }
  }

  /** Automatic blocks whose time ran out go from the list (one audit row each). */
  private expireBlocks(): void {
    for (const entry of this.deps.store.expiredBlocks(this.now())) {
      if (!this.deps.store.delete('block', entry.id)) continue;
      this.forgetFailures(entry.ip);
      this.deps.audit.record({
        category: 'security',
        action: 'security.block.expire',
        actor: null,
        target: entry.ip,
        result: 'ok',
        detail: { expiredAt: entry.expires_at },
      });
    }
  }
}
