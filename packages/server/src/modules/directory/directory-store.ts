import type { DirectorySettings } from '@coffer/contract';
import type { Db } from '../../db/open-database.js';

interface SettingsRow {
  url: string;
  base_dn: string;
  bind_dn: string;
  user_filter: string;
  user_attr: string;
  group_base: string;
  group_filter: string;
  last_import_at: number;
}

export interface DirectoryAccountRow {
  user_id: number;
  username: string;
  nickname: string;
  disabled: number;
  dn: string;
  gone: number;
  seen_at: number;
}

/**
 * The directory connection (one row) and which accounts and groups came from it (migration 20).
 * The bind password is not here: `bind-password-file.ts` keeps it among the device's secrets.
 */
export class DirectoryStore {
  constructor(private readonly db: Db) {}

  settings(): (DirectorySettings & { lastImportAt: number }) | undefined {
    const row = this.db.prepare('SELECT * FROM directory_settings WHERE id = 1').get() as
      SettingsRow | undefined;
    if (!row) return undefined;
    return {
      url: row.url,
      baseDn: row.base_dn,
      bindDn: row.bind_dn,
      userFilter: row.user_filter,
      userAttr: row.user_attr,
      groupBase: row.group_base,
      groupFilter: row.group_filter,
      lastImportAt: row.last_import_at,
    };
  }

  saveSettings(settings: DirectorySettings, now = Date.now()): void {
    this.db
      .prepare(
        `INSERT INTO directory_settings
           (id, url, base_dn, bind_dn, user_filter, user_attr, group_base, group_filter, updated_at)
         VALUES (1, @url, @baseDn, @bindDn, @userFilter, @userAttr, @groupBase, @groupFilter, @now)
         ON CONFLICT (id) DO UPDATE SET url = @url, base_dn = @baseDn, bind_dn = @bindDn,
           user_filter = @userFilter, user_attr = @userAttr, group_base = @groupBase,
           group_filter = @groupFilter, updated_at = @now`,
      )
      .run({ ...settings, now });
  }

  markImported(now = Date.now()): void {
    this.db.prepare('UPDATE directory_settings SET last_import_at = ? WHERE id = 1').run(now);
  }

  forgetSettings(): void {
    this.db.prepare('DELETE FROM directory_settings').run();
  }

  accounts(): DirectoryAccountRow[] {
    return this.db
      .prepare(
        `SELECT d.user_id, u.username, u.nickname, u.disabled, d.dn, d.gone, d.seen_at
         FROM directory_accounts d JOIN users u ON u.id = d.user_id ORDER BY u.username`,
      )
      .all() as DirectoryAccountRow[];
  }

  account(userId: number): DirectoryAccountRow | undefined {
    return this.accounts().find((row) => row.user_id === userId);
  }

  isDirectoryAccount(userId: number): boolean {
    return this.db.prepare('SELECT 1 FROM directory_accounts WHERE user_id = ?').get(userId) !== undefined;
  }

  putAccount(userId: number, dn: string, now: number): void {
    this.db
      .prepare(
        `INSERT INTO directory_accounts (user_id, dn, gone, seen_at) VALUES (?, ?, 0, ?)
         ON CONFLICT (user_id) DO UPDATE SET dn = excluded.dn, gone = 0, seen_at = excluded.seen_at`,
      )
      .run(userId, dn, now);
  }

  setNickname(userId: number, nickname: string): void {
    this.db.prepare('UPDATE users SET nickname = ? WHERE id = ?').run(nickname, userId);
  }

  markGone(userId: number): void {
    this.db.prepare('UPDATE directory_accounts SET gone = 1 WHERE user_id = ?').run(userId);
  }

  /** The Coffer group that came from each directory group, by group id. */
  groups(): Map<number, string> {
    const rows = this.db.prepare('SELECT group_id, dn FROM directory_groups').all() as {
      group_id: number;
      dn: string;
    }[];
    return new Map(rows.map((row) => [row.group_id, row.dn]));
  }

  putGroup(groupId: number, dn: string): void {
    this.db
      .prepare(
        'INSERT INTO directory_groups (group_id, dn) VALUES (?, ?) ON CONFLICT (group_id) DO UPDATE SET dn = excluded.dn',
      )
      .run(groupId, dn);
  }
}
