import {
  Code,
  messageOf,
  type CatalogueCode,
  type AccountEntry,
  type AccountFilesChoice,
  type ImportRow,
  type Lang,
  type MainRole,
} from '@coffer/contract';
import type { DeviceKey } from '../../device/device-key.js';
import { AppError } from '../../http/app-error.js';
import type { AuditEvent, AuditLog } from '../audit/audit-log.js';
import { assertNewAccount } from '../auth/auth-service.js';
import { decryptCredential } from '../auth/credentials.js';
import type { SessionsStore } from '../auth/sessions-store.js';
import type { UsersStore } from '../auth/users-store.js';
import type { GroupsStore } from '../groups/groups-store.js';
import type { AccountFiles } from './account-files.js';
import type { AccountsService } from './accounts-service.js';
import type { AccountsStore } from './accounts-store.js';
import { readImport, type NewAccount } from './account-import.js';
import { csvText } from '../../http/csv.js';
import { createRefusal, deleteRefusal, editRefusal, passwordRefusal } from './account-rules.js';
import { disableRefusal, type AccountRef } from './disable-rule.js';

/** Who acts, from where, in which language (the audit row and the import report). */
export interface Act {
  actor: { id: number; username: string; mainRole: MainRole };
  ip: string;
  lang: Lang;
}

export interface UserCenterDeps {
  users: UsersStore;
  sessions: SessionsStore;
  store: AccountsStore;
  groups: GroupsStore;
  accounts: AccountsService;
  files: AccountFiles;
  audit: AuditLog;
  deviceKey: DeviceKey;
  /** Removes a deleted account's avatar picture. */
  removeAvatar: (uid: number) => void;
  /** Ends the push channel of sessions that no longer admit anyone (a disabled or deleted account). */
  signedOut: () => void;
  /** Whether an account's password is kept by a directory (issue 16 §5), never set here. */
  directoryOwns?: (uid: number) => boolean;
}

function refOf(entry: AccountEntry): AccountRef {
  return { id: entry.uid, mainRole: entry.mainRole };
}

/**
 * The user center's account acts (ACCT, issue 16 §1): list, create, edit, password, disable, delete,
 * import and export, each checked against the roles' rules (account-rules.ts) and written to the
 * audit log once, as `ok` or the refusal's code.
 */
export class UserCenter {
  constructor(private readonly deps: UserCenterDeps) {}

  list(q: string, offset: number, limit: number) {
    return this.deps.store.page(q.trim(), offset, limit);
  }

  async create(
    act: Act,
    input: {
      username: string;
      password: string;
      key_id: string;
      nickname: string;
      remark: string;
      mainRole: MainRole;
      groups: number[];
    },
  ): Promise<AccountEntry> {
    return this.audited(act, 'user.create', input.username, async () => {
      const password = decryptCredential(this.deps.deviceKey, input.key_id, input.password);
      return this.insert(act, { ...input, password });
    });
  }

  async modify(
    act: Act,
    input: {
      uid: number;
      nickname?: string;
      remark?: string;
      mainRole?: MainRole;
      disabled?: boolean;
      groups?: number[];
    },
  ): Promise<AccountEntry> {
    const { uid, ...change } = input;
    return this.onTarget(
      act,
      'user.modify',
      uid,
      (target) => {
        const disabling = input.disabled === true && !target.disabled;
        const refusal =
          editRefusal(act.actor, refOf(target), input, this.deps.store.masterCount()) ??
          (disabling ? disableRefusal(act.actor, refOf(target)) : null);
        if (refusal) throw new AppError(refusal);
        if (input.groups) this.assertGroups(input.groups);
        this.deps.store.update(uid, input);
        this.deps.users.forget(uid);
        if (input.disabled !== undefined && input.disabled !== target.disabled) {
          this.deps.accounts.setDisabled({ userid: uid, disabled: input.disabled, by: act.actor });
          this.deps.signedOut();
        }
        return this.deps.store.entry(uid)!;
      },
      change,
    );
  }

  setDisabled(act: Act, uid: number, disabled: boolean) {
    return this.onTarget(act, disabled ? 'user.disable' : 'user.enable', uid, () => {
      const answer = this.deps.accounts.setDisabled({ userid: uid, disabled, by: act.actor });
      this.deps.signedOut();
      return answer;
    });
  }

  async resetPassword(act: Act, input: { uid: number; password: string; key_id: string }) {
    return this.onTarget(act, 'user.password-reset', input.uid, async (target) => {
      const refusal = passwordRefusal(act.actor, refOf(target));
      if (refusal) throw new AppError(refusal);
      if (this.deps.directoryOwns?.(target.uid)) throw new AppError(Code.directoryPasswordManaged);
      const password = decryptCredential(this.deps.deviceKey, input.key_id, input.password);
      const answer = await this.deps.accounts.resetPassword({ username: target.username, password });
      this.deps.signedOut();
      return { uid: target.uid, revokedSessions: answer.revokedSessions };
    });
  }

  async remove(act: Act, input: { uid: number; files: AccountFilesChoice; receiver?: number }) {
    const detail: Record<string, unknown> = { files: input.files };
    return this.onTarget(
      act,
      'user.delete',
      input.uid,
      async (target) => {
        const refusal = deleteRefusal(act.actor, refOf(target), this.deps.store.masterCount());
        if (refusal) throw new AppError(refusal);
        const receiver = input.files === 'transfer' ? this.receiverOf(input.receiver, target) : undefined;
        if (receiver) detail.receiver = receiver.username;
        await this.deps.files.assertReachable();
        // Signed out first, so nothing writes into the folder while it moves.
        this.deps.sessions.revokeAllOfUser(target.uid, 'logout', Date.now());
        this.deps.signedOut();
        const person = { id: target.uid, username: target.username };
        const movedTo = receiver
          ? await this.deps.files.handOver(person, { id: receiver.uid, username: receiver.username })
          : await this.deps.files.toRecycleBin(person, act.actor);
        const sharesEnded = this.deps.store.shareCount(target.uid);
        this.deps.store.remove(target.uid);
        this.deps.removeAvatar(target.uid);
        this.deps.users.forget(target.uid);
        this.deps.signedOut();
        Object.assign(detail, { movedTo, sharesEnded });
        return { uid: target.uid, username: target.username, files: input.files, movedTo, sharesEnded };
      },
      detail,
    );
  }

  async importCsv(act: Act, csv: string) {
    const rows: ImportRow[] = [];
    const refuse = (line: number, username: string, code: string, params = {}) =>
      rows.push({
        line,
        username,
        result: 'refused',
        code,
        message: messageOf(code as CatalogueCode, act.lang, params),
      });
    return this.audited(
      act,
      'user.import',
      '',
      async () => {
        const groupIds = new Map<string, number>(
          this.deps.groups.all().map((group) => [group.name.toLowerCase(), group.id]),
        );
        for (const candidate of readImport(csv, groupIds)) {
          if ('code' in candidate) {
            refuse(candidate.line, candidate.username, String(candidate.code), candidate.params);
            continue;
          }
          try {
            await this.insert(act, candidate);
            rows.push({
              line: candidate.line,
              username: candidate.username,
              result: 'created',
              code: '',
              message: '',
            });
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            refuse(candidate.line, candidate.username, String(error.code), error.params);
          }
        }
        const created = rows.filter((row) => row.result === 'created').length;
        return { created, refused: rows.length - created, rows };
      },
      {
        rows: () => rows.map((row) => ({ line: row.line, username: row.username, result: row.code || 'ok' })),
      },
    );
  }

  exportCsv(act: Act): { name: string; csv: string } {
    const groups = new Map(this.deps.groups.all().map((group) => [group.id, group.name]));
    const rows = this.deps.store
      .all()
      .map((entry) => [
        entry.username,
        '',
        entry.nickname,
        entry.remark,
        String(entry.mainRole),
        entry.groups.map((id) => groups.get(id) ?? '').join(';'),
        entry.disabled ? '1' : '0',
      ]);
    const csv = csvText([
      ['username', 'password', 'nickname', 'remark', 'role', 'groups', 'disabled'],
      ...rows,
    ]);
    this.record(act, { action: 'user.export', detail: { accounts: rows.length } });
    return { name: `accounts-${new Date().toISOString().slice(0, 10)}.csv`, csv };
  }

  private async insert(act: Act, input: NewAccount) {
    const username = input.username.trim();
    const refusal = createRefusal(act.actor, input.mainRole);
    if (refusal) throw new AppError(refusal);
    assertNewAccount(username, input.password);
    this.assertGroups(input.groups);
    const { userid } = await this.deps.accounts.addUser({
      username,
      password: input.password,
      mainRole: input.mainRole,
      nickname: input.nickname || username,
    });
    if (input.remark) this.deps.store.update(userid, { remark: input.remark });
    this.deps.groups.setGroupsOf(userid, input.groups);
    this.deps.users.forget(userid);
    return this.deps.store.entry(userid)!;
  }

  private assertGroups(ids: readonly number[]): void {
    const known = this.deps.groups.existing(ids);
    if (ids.some((id) => !known.has(id))) throw new AppError(Code.groupNotFound);
  }

  /** An act on one account: audited under its username (or `#uid` when there is no such account). */
  private onTarget<T>(
    act: Act,
    action: string,
    uid: number,
    run: (target: AccountEntry) => T | Promise<T>,
    detail: Record<string, unknown> = {},
  ): Promise<T> {
    const target = this.deps.store.entry(uid);
    return this.audited(
      act,
      action,
      target?.username ?? `#${uid}`,
      () => {
        if (!target) throw new AppError(Code.noSuchUser);
        return run(target);
      },
      detail,
    );
  }

  private receiverOf(uid: number | undefined, target: AccountEntry): AccountEntry {
    const receiver = uid === undefined ? undefined : this.deps.store.entry(uid);
    if (!receiver || receiver.uid === target.uid) throw new AppError(Code.accountReceiverInvalid);
    return receiver;
  }

  private record(act: Act, event: Omit<AuditEvent, 'category' | 'actor' | 'ip'>): void {
    this.deps.audit.record({
      category: 'account',
      actor: { id: act.actor.id, username: act.actor.username },
      ip: act.ip,
      ...event,
    });
  }

  /** Runs one act and writes its audit row: `ok`, or the refusal's code. */
  private async audited<T>(
    act: Act,
    action: string,
    target: string,
    run: () => T | Promise<T>,
    detail: Record<string, unknown> = {},
  ): Promise<T> {
    const details = () =>
      Object.fromEntries(
        Object.entries(detail).map(([key, value]) => [key, typeof value === 'function' ? value() : value]),
      );
    try {
      const result = await run();
      this.record(act, { action, target, result: 'ok', detail: details() });
      return result;
    } catch (error) {
      if (error instanceof AppError)
        this.record(act, { action, target, result: String(error.code), detail: details() });
      throw error;
    }
  }
}
