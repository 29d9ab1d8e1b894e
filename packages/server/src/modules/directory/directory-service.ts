import {
  Code,
  DIRECTORY_IMPORT_MAX,
  type DirectoryAccount,
  type DirectoryImport,
  type DirectoryProbe,
  type DirectorySettings,
  type DirectoryState,
  type Lang,
  type MainRole,
} from '@coffer/contract';
import type { Logger } from 'pino';
import type { Db } from '../../db/open-database.js';
import type { DeviceKey } from '../../device/device-key.js';
import { AppError } from '../../http/app-error.js';
import type { AuditLog } from '../audit/audit-log.js';
import type { DirectorySignIn } from '../auth/auth-service.js';
import { decryptCredential } from '../auth/credentials.js';
import type { UsersStore } from '../auth/users-store.js';
import type { GroupsStore } from '../groups/groups-store.js';
import type { BindPasswordFile } from './bind-password-file.js';
import { assertUsableSettings } from './directory-form.js';
import { DirectoryImporter } from './directory-import.js';
import type { DirectoryStore } from './directory-store.js';
import { LdapSession, type DirectoryConnection } from './ldap-session.js';

/** Who acts, from where, in which language (the import's per-entry messages). */
export interface DirectoryAct {
  actor: { id: number; username: string; mainRole: MainRole };
  ip: string;
  lang: Lang;
}

/** The connection as the page sends it: the bind password sealed with the device key, or empty. */
export type DirectoryForm = DirectorySettings & { bindPassword: string; key_id?: string };

export interface DirectoryServiceDeps {
  db: Db;
  store: DirectoryStore;
  bindPassword: BindPasswordFile;
  users: UsersStore;
  groups: GroupsStore;
  audit: AuditLog;
  deviceKey: DeviceKey;
  log: Logger;
  signedOut: () => void;
}

const SAMPLE_NAMES = 5;

/**
 * Directory sign-in (issue 16 §5, ACCT-08): the connection, its test, the import of users and
 * groups, and the password check of directory accounts at sign-in (the seam `DirectorySignIn`).
 * Every administrator act writes one audit row (category `account`, actions `directory.*`).
 */
export class DirectoryService implements DirectorySignIn {
  private readonly importer: DirectoryImporter;
  private importing = false;

  constructor(private readonly deps: DirectoryServiceDeps) {
    this.importer = new DirectoryImporter({
      users: deps.users,
      groups: deps.groups,
      store: deps.store,
      signedOut: deps.signedOut,
    });
  }

  state(): DirectoryState {
    const settings = this.deps.store.settings();
    const accounts = this.deps.store.accounts().length;
    if (!settings) {
      return {
        configured: false,
        hasBindPassword: false,
        url: '',
        baseDn: '',
        bindDn: '',
        userFilter: '',
        userAttr: '',
        groupBase: '',
        groupFilter: '',
        lastImportAt: 0,
        accounts,
      };
    }
    const { lastImportAt, ...rest } = settings;
    return {
      ...rest,
      configured: true,
      hasBindPassword: this.deps.bindPassword.read() !== '',
      lastImportAt: Math.floor(lastImportAt / 1000),
      accounts,
    };
  }

  async test(act: DirectoryAct, form: DirectoryForm): Promise<DirectoryProbe> {
    return this.audited(act, 'directory.test', form.url, { baseDn: form.baseDn, bindDn: form.bindDn }, () =>
      this.probe(this.connectionOf(form)),
    );
  }

  /** Saves a connection only once it works: a test first, with the same values. */
  async save(act: DirectoryAct, form: DirectoryForm): Promise<DirectoryState> {
    return this.audited(
      act,
      'directory.save',
      form.url,
      { baseDn: form.baseDn, bindDn: form.bindDn },
      async () => {
        const connection = this.connectionOf(form);
        await this.probe(connection);
        const { bindPassword, ...settings } = connection;
        this.deps.db.transaction(() => this.deps.store.saveSettings(settings))();
        if (settings.bindDn) this.deps.bindPassword.write(bindPassword);
        else this.deps.bindPassword.remove();
        return this.state();
      },
    );
  }

  async import(act: DirectoryAct): Promise<DirectoryImport> {
    const summary: Record<string, unknown> = {};
    return this.audited(act, 'directory.import', this.deps.store.settings()?.url ?? '', summary, async () => {
      if (this.importing) throw new AppError(Code.directoryBusy);
      this.importing = true;
      try {
        const directory = await new LdapSession(this.storedConnection()).readAll(DIRECTORY_IMPORT_MAX);
        const answer = this.deps.db.transaction(() => this.importer.run(directory, act.lang))();
        Object.assign(summary, {
          created: answer.created,
          updated: answer.updated,
          disabled: answer.disabled,
          refused: answer.refused,
        });
        return answer;
      } finally {
        this.importing = false;
      }
    });
  }

  accounts(): DirectoryAccount[] {
    return this.deps.store.accounts().map((row) => ({
      uid: row.user_id,
      username: row.username,
      nickname: row.nickname,
      dn: row.dn,
      disabled: row.disabled === 1,
      gone: row.gone === 1,
      seenAt: Math.floor(row.seen_at / 1000),
    }));
  }

  /** Forgets the connection; its accounts cannot sign in without it, so they are disabled. */
  disconnect(act: DirectoryAct): Promise<{ disabledAccounts: number }> {
    const detail: Record<string, unknown> = {};
    return this.audited(act, 'directory.disconnect', this.deps.store.settings()?.url ?? '', detail, () => {
      if (!this.deps.store.settings()) throw new AppError(Code.directoryNotConfigured);
      const disabledAccounts = this.deps.db.transaction(() => {
        let count = 0;
        for (const account of this.deps.store.accounts()) {
          if (account.gone) continue;
          this.deps.store.markGone(account.user_id);
          this.deps.users.setDisabled(account.user_id, true);
          count += 1;
        }
        this.deps.store.forgetSettings();
        return count;
      })();
      this.deps.bindPassword.remove();
      this.deps.signedOut();
      detail.disabledAccounts = disabledAccounts;
      return { disabledAccounts };
    });
  }

  owns(userId: number): boolean {
    return this.deps.store.isDirectoryAccount(userId);
  }

  /**
   * The sign-in's question for a directory account. False for a wrong password and for a user the
   * directory no longer has (or no connection at all); throws a code when the directory cannot answer.
   */
  async verify(username: string, password: string): Promise<boolean> {
    if (!this.deps.store.settings()) return false;
    const verdict = await new LdapSession(this.storedConnection()).verifyUser(username, password);
    if (verdict === 'gone') {
      this.deps.log.warn({ event: 'directory.user-gone', username }, 'directory user not found at sign-in');
    }
    return verdict === 'ok';
  }

  private async probe(connection: DirectoryConnection): Promise<DirectoryProbe> {
    const { users, groups } = await new LdapSession(connection).readAll(DIRECTORY_IMPORT_MAX);
    return {
      users: users.length,
      groups: groups.length,
      sample: users.slice(0, SAMPLE_NAMES).map((user) => user.username),
    };
  }

  private storedConnection(): DirectoryConnection {
    const settings = this.deps.store.settings();
    if (!settings) throw new AppError(Code.directoryNotConfigured);
    const { lastImportAt: _lastImportAt, ...rest } = settings;
    return { ...rest, bindPassword: this.deps.bindPassword.read() };
  }

  /** The form's connection: its own bind password, or the stored one when it leaves it empty. */
  private connectionOf(form: DirectoryForm): DirectoryConnection {
    const { bindPassword: sealed, key_id: keyId, ...settings } = form;
    assertUsableSettings(settings);
    const bindPassword = sealed
      ? decryptCredential(this.deps.deviceKey, keyId ?? '', sealed)
      : this.deps.bindPassword.read();
    if (settings.bindDn && !bindPassword) throw new AppError(Code.directoryBindPasswordMissing);
    return { ...settings, bindPassword };
  }

  private async audited<T>(
    act: DirectoryAct,
    action: string,
    target: string,
    detail: Record<string, unknown>,
    run: () => T | Promise<T>,
  ): Promise<T> {
    const record = (result: string) =>
      this.deps.audit.record({
        category: 'account',
        action,
        actor: { id: act.actor.id, username: act.actor.username },
        ip: act.ip,
        target,
        result,
        detail,
      });
    try {
      const answer = await run();
      record('ok');
      return answer;
    } catch (error) {
      record(error instanceof AppError ? String(error.code) : 'error');
      throw error;
    }
  }
}
