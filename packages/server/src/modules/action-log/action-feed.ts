import { Code, type ActionItem } from '@coffer/contract';
import type { Db } from '../../db/open-database.js';
import { AppError } from '../../http/app-error.js';
import type { AuditRow } from '../audit/audit-log.js';
import { entryOf } from '../audit/audit-query.js';

/** Whose feed: the user's id and name (acts on an account name it as their target). */
export interface FeedOwner {
  id: number;
  username: string;
}

/**
 * The rows of the audit log that concern a user: their own acts, and sign-in and account acts whose
 * target is their account (a failed sign-in with their name, a password reset by the owner…).
 */
const CONCERNS = `(a.user_id = @uid OR (a.target = @username AND a.category IN ('signin', 'account')))`;

/**
 * Each user's action log (LOG-02): a view over `audit_log` with the user's own marks (tables
 * `action_log_views`, `action_log_marks`, migration 16). Known and removed are marks: a watermark
 * for "all up to now" and a row per single entry. Nothing here writes to `audit_log`.
 */
export class ActionFeed {
  constructor(private readonly db: Db) {}

  list(owner: FeedOwner, offset: number, limit: number): { total: number; items: ActionItem[] } {
    const params = this.paramsOf(owner);
    const { n } = this.db.prepare(`SELECT COUNT(*) AS n ${this.from()}`).get(params) as { n: number };
    const rows = this.db
      .prepare(
        `SELECT a.*, ${this.knownColumn()} ${this.from()} ORDER BY a.id DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit, offset }) as (AuditRow & { known: number })[];
    return { total: n, items: rows.map(itemOf) };
  }

  one(owner: FeedOwner, id: number): ActionItem {
    const row = this.db
      .prepare(`SELECT a.*, ${this.knownColumn()} ${this.from()} AND a.id = @id`)
      .get({ ...this.paramsOf(owner), id }) as (AuditRow & { known: number }) | undefined;
    if (!row) throw new AppError(Code.actionNotFound);
    return itemOf(row);
  }

  /** The entries not yet known, and the newest of them. */
  fresh(owner: FeedOwner): { count: number; latest: ActionItem | null } {
    const params = this.paramsOf(owner);
    const unknown = `${this.from()} AND NOT (${this.knownColumn(false)})`;
    const { n } = this.db.prepare(`SELECT COUNT(*) AS n ${unknown}`).get(params) as { n: number };
    const latest = this.db
      .prepare(`SELECT a.*, 0 AS known ${unknown} ORDER BY a.id DESC LIMIT 1`)
      .get(params) as (AuditRow & { known: number }) | undefined;
    return { count: n, latest: latest ? itemOf(latest) : null };
  }

  /** Marks one entry (or, without an id, every entry up to now) known; answers how many became known. */
  markKnown(owner: FeedOwner, id?: number): number {
    const before = this.fresh(owner).count;
    if (id === undefined) this.setWatermark(owner.id, 'known_upto', this.newestId());
    else this.mark(owner, id, 'known');
    return before - this.fresh(owner).count;
  }

  /** Removes one entry (or every entry up to now) from the user's view. */
  hide(owner: FeedOwner, id?: number): void {
    if (id === undefined) this.setWatermark(owner.id, 'hidden_upto', this.newestId());
    else this.mark(owner, id, 'hidden');
  }

  /**
   * Whether the user had signed in from this address before their latest sign-in (the page's login
   * report comes right after it, so that one sign-in is not counted).
   */
  signedInBefore(userId: number, ip: string): boolean {
    const { n } = this.db
      .prepare("SELECT COUNT(*) AS n FROM audit_log WHERE user_id = ? AND action = 'signin.ok' AND ip = ?")
      .get(userId, ip) as { n: number };
    return n > 1;
  }

  private mark(owner: FeedOwner, id: number, column: 'known' | 'hidden'): void {
    this.one(owner, id); // only the user's own, visible entries can be marked
    this.db
      .prepare(
        `INSERT INTO action_log_marks (user_id, audit_id, ${column}) VALUES (?, ?, 1)
         ON CONFLICT(user_id, audit_id) DO UPDATE SET ${column} = 1`,
      )
      .run(owner.id, id);
  }

  private setWatermark(userId: number, column: 'known_upto' | 'hidden_upto', upto: number): void {
    this.db
      .prepare(
        `INSERT INTO action_log_views (user_id, ${column}) VALUES (?, ?)
         ON CONFLICT(user_id) DO UPDATE SET ${column} = MAX(${column}, excluded.${column})`,
      )
      .run(userId, upto);
  }

  private newestId(): number {
    const row = this.db.prepare('SELECT MAX(id) AS id FROM audit_log').get() as { id: number | null };
    return row.id ?? 0;
  }

  private paramsOf(owner: FeedOwner): Record<string, unknown> {
    const view = this.db
      .prepare('SELECT known_upto, hidden_upto FROM action_log_views WHERE user_id = ?')
      .get(owner.id) as { known_upto: number; hidden_upto: number } | undefined;
    return {
      uid: owner.id,
      username: owner.username,
      knownUpto: view?.known_upto ?? 0,
      hiddenUpto: view?.hidden_upto ?? 0,
    };
  }

  private from(): string {
    return `FROM audit_log a
      LEFT JOIN action_log_marks m ON m.user_id = @uid AND m.audit_id = a.id
      WHERE ${CONCERNS} AND a.id > @hiddenUpto AND COALESCE(m.hidden, 0) = 0`;
  }

  private knownColumn(named = true): string {
    const expression = '(a.id <= @knownUpto OR COALESCE(m.known, 0) = 1)';
    return named ? `${expression} AS known` : expression;
  }
}

function itemOf(row: AuditRow & { known: number }): ActionItem {
  return { ...entryOf(row), known: row.known === 1 };
}
