import type { AuditCategory } from '@coffer/contract';
import type { Db } from '../../db/open-database.js';

/** What an audited act is about (the log center filters by it): the contract's list. */
export { AUDIT_CATEGORIES, type AuditCategory } from '@coffer/contract';

/** Who did it: a signed-in user, or nobody (an anonymous visitor, the daemon itself). */
export interface AuditActor {
  id: number | null;
  username: string;
}

/**
 * One security-relevant act (LOG): who, from which address, what, to what, and the result. `action`
 * is a dotted name (`user.create`, `pool.delete`, `signin.fail`…); `result` is `ok` or the act's
 * refusal code (`C100101`…); `detail` holds what a reader needs beyond the target, never a secret.
 */
export interface AuditEvent {
  category: AuditCategory;
  action: string;
  actor?: AuditActor | null;
  ip?: string;
  target?: string;
  result?: 'ok' | string;
  detail?: Record<string, unknown>;
}

export interface AuditRow {
  id: number;
  at: number;
  user_id: number | null;
  username: string;
  ip: string;
  category: AuditCategory;
  action: string;
  target: string;
  result: string;
  detail: string;
}

/**
 * The audit log (table `audit_log`, migration 14): every act is written once, synchronously, in the
 * same process as the act. Rows are never edited (a trigger refuses UPDATE); nothing in the API
 * deletes single rows: only the retention setting prunes the oldest.
 */
export class AuditLog {
  private readonly insert;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.insert = db.prepare(
      `INSERT INTO audit_log (at, user_id, username, ip, category, action, target, result, detail)
       VALUES (@at, @user_id, @username, @ip, @category, @action, @target, @result, @detail)`,
    );
  }

  /** Writes one act; answers its row id. */
  record(event: AuditEvent): number {
    const result = this.insert.run({
      at: this.now(),
      user_id: event.actor?.id ?? null,
      username: event.actor?.username ?? '',
      ip: event.ip ?? '',
      category: event.category,
      action: event.action,
      target: event.target ?? '',
      result: event.result ?? 'ok',
      detail: JSON.stringify(event.detail ?? {}),
    });
    return Number(result.lastInsertRowid);
  }

  /** The newest rows first (the log center's queries are its own; this serves tests and tools). */
  latest(limit = 100): AuditRow[] {
    return this.db.prepare('SELECT * FROM audit_log ORDER BY id DESC LIMIT ?').all(limit) as AuditRow[];
  }
}
