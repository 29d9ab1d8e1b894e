import type { AuditEntry, LogFilter } from '@coffer/contract';
import type { Db } from '../../db/open-database.js';
import type { AuditRow } from './audit-log.js';

/** An audit row as the wire shows it (camel case, the detail parsed). */
export function entryOf(row: AuditRow): AuditEntry {
  let detail: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(row.detail) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      detail = parsed as Record<string, unknown>;
  } catch {
    // A row written before the detail was JSON still shows; its detail is empty.
  }
  return {
    id: row.id,
    at: row.at,
    userId: row.user_id,
    username: row.username,
    ip: row.ip,
    category: row.category,
    action: row.action,
    target: row.target,
    result: row.result,
    detail,
  };
}

/** `%`, `_` and `\` are literal in the free-text search. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE clause and parameters of the log center's filters. */
export function whereOf(filter: LogFilter): { where: string; params: Record<string, unknown> } {
  const clauses: string[] = [];
  const params: Record<string, unknown> = {};
  if (filter.from !== undefined) {
    clauses.push('at >= @from');
    params.from = filter.from;
  }
  if (filter.to !== undefined) {
    clauses.push('at <= @to');
    params.to = filter.to;
  }
  if (filter.category) {
    clauses.push('category = @category');
    params.category = filter.category;
  }
  if (filter.username) {
    clauses.push('username = @username');
    params.username = filter.username;
  }
  if (filter.result === 'fail') clauses.push("result <> 'ok'");
  else if (filter.result) {
    clauses.push('result = @result');
    params.result = filter.result;
  }
  if (filter.q) {
    clauses.push(
      `(action LIKE @q ESCAPE '\\' OR target LIKE @q ESCAPE '\\' OR username LIKE @q ESCAPE '\\' OR ip LIKE @q ESCAPE '\\')`,
    );
    params.q = likePattern(filter.q);
  }
  return { where: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** The log center's reads of `audit_log`: filtered, newest first. It never writes. */
export class AuditQuery {
  constructor(private readonly db: Db) {}

  list(filter: LogFilter, offset: number, limit: number): { total: number; items: AuditEntry[] } {
    const { where, params } = whereOf(filter);
    const { n } = this.db.prepare(`SELECT COUNT(*) AS n FROM audit_log ${where}`).get(params) as {
      n: number;
    };
    const rows = this.db
      .prepare(`SELECT * FROM audit_log ${where} ORDER BY id DESC LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit, offset }) as AuditRow[];
    return { total: n, items: rows.map(entryOf) };
  }

  /**
   * Every selected row, newest first, a page at a time: each page is read whole before it is handed
   * on, so an export streamed over many ticks never holds the connection busy between them.
   */
  *pages(filter: LogFilter, pageSize = 1000): Generator<AuditEntry[]> {
    const { where, params } = whereOf(filter);
    const below = where ? `${where} AND id < @below` : 'WHERE id < @below';
    const statement = this.db.prepare(`SELECT * FROM audit_log ${below} ORDER BY id DESC LIMIT @limit`);
    let last = Number.MAX_SAFE_INTEGER;
    for (;;) {
      const rows = statement.all({ ...params, below: last, limit: pageSize }) as AuditRow[];
      if (rows.length === 0) return;
      yield rows.map(entryOf);
      last = rows[rows.length - 1]!.id;
      if (rows.length < pageSize) return;
    }
  }
}
