import type { SambaAuditEntry, SambaAuditSettings } from '@coffer/contract';
import { SAMBA_AUDIT_ACTIONS, zSambaAuditSettings } from '@coffer/contract';
import type { Db } from '../../../db/open-database.js';

/** The table keeps the newest this many entries. */
export const SAMBA_AUDIT_KEEP = 100_000;

/** What a new install records: every change, not each open and read (too many to be read back). */
export const DEFAULT_AUDIT_SETTINGS: SambaAuditSettings = {
  enabled: true,
  actions: SAMBA_AUDIT_ACTIONS.filter((action) => action !== 'open' && action !== 'read'),
};

export type NewAuditEntry = Omit<SambaAuditEntry, 'id'>;

/** The Samba audit log and its settings (migration 24), in SQL. */
export class SambaAuditStore {
  constructor(private readonly db: Db) {}

  settings(): SambaAuditSettings {
    const row = this.db.prepare('SELECT enabled, actions FROM samba_audit_settings WHERE id = 1').get() as
      { enabled: number; actions: string } | undefined;
    if (!row) return DEFAULT_AUDIT_SETTINGS;
    const parsed = zSambaAuditSettings.safeParse({
      enabled: row.enabled === 1,
      actions: JSON.parse(row.actions) as unknown,
    });
    return parsed.success ? parsed.data : DEFAULT_AUDIT_SETTINGS;
  }

  saveSettings(settings: SambaAuditSettings): void {
    this.db
      .prepare(
        `INSERT INTO samba_audit_settings (id, enabled, actions) VALUES (1, ?, ?)
         ON CONFLICT (id) DO UPDATE SET enabled = excluded.enabled, actions = excluded.actions`,
      )
      .run(settings.enabled ? 1 : 0, JSON.stringify([...new Set(settings.actions)]));
  }

  add(entries: readonly NewAuditEntry[]): void {
    if (entries.length === 0) return;
    const insert = this.db.prepare(
      'INSERT INTO samba_audit (at, username, ip, action, share, path, result) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.db.transaction(() => {
      for (const entry of entries) {
        insert.run(entry.at, entry.username, entry.ip, entry.action, entry.share, entry.path, entry.result);
      }
      this.db
        .prepare('DELETE FROM samba_audit WHERE id <= (SELECT MAX(id) FROM samba_audit) - ?')
        .run(SAMBA_AUDIT_KEEP);
    })();
  }

  /** Newest first; `keyword` matches a username, share or path. */
  list(query: { page: number; size: number; keyword?: string; action?: string }): {
    total: number;
    list: SambaAuditEntry[];
  } {
    const where: string[] = [];
    const args: (string | number)[] = [];
    if (query.keyword) {
      const like = `%${query.keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      where.push("(username LIKE ? ESCAPE '\\' OR share LIKE ? ESCAPE '\\' OR path LIKE ? ESCAPE '\\')");
      args.push(like, like, like);
    }
    if (query.action) {
      where.push('action = ?');
      args.push(query.action);
    }
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const { total } = this.db.prepare(`SELECT COUNT(*) AS total FROM samba_audit ${clause}`).get(...args) as {
      total: number;
    };
    const list = this.db
      .prepare(
        `SELECT id, at, username, ip, action, share, path, result FROM samba_audit ${clause}
         ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, query.size, (query.page - 1) * query.size) as SambaAuditEntry[];
    return { total, list };
  }
}
