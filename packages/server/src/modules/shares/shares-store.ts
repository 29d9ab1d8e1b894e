import type { Db } from '../../db/open-database.js';

export interface ShareRow {
  id: string;
  owner_id: number;
  path: string;
  /** The real path when the link was made or last changed: only for the listing's `nshare` flag. */
  real_path: string;
  name: string;
  is_dir: number;
  code: string;
  /** Epoch ms. */
  expire_at: number;
  created_at: number;
  visits: number;
  downloads: number;
}

export interface ShareRowWithOwner extends ShareRow {
  owner_name: string;
  owner_nickname: string;
  owner_share_disable: number;
  owner_disabled: number;
}

export interface AuditRow {
  id: number;
  share_id: string;
  owner_id: number;
  owner_name: string;
  name: string;
  kind: 'visit' | 'download';
  path: string;
  ip: string;
  at: number;
}

/** Audit rows kept; older ones go as new ones come. */
const AUDIT_KEEP = 100_000;

const WITH_OWNER = `SELECT s.*, u.username AS owner_name, u.nickname AS owner_nickname,
  u.share_disable AS owner_share_disable, u.disabled AS owner_disabled
  FROM share_links s JOIN users u ON u.id = s.owner_id`;

/** Share links and their visits and downloads, in SQLite. */
export class SharesStore {
  constructor(private readonly db: Db) {}

  insert(row: Omit<ShareRow, 'visits' | 'downloads'>): void {
    this.db
      .prepare(
        `INSERT INTO share_links (id, owner_id, path, real_path, name, is_dir, code, expire_at, created_at)
         VALUES (@id, @owner_id, @path, @real_path, @name, @is_dir, @code, @expire_at, @created_at)`,
      )
      .run(row);
  }

  byId(id: string): ShareRowWithOwner | undefined {
    return this.db.prepare(`${WITH_OWNER} WHERE s.id = ?`).get(id) as ShareRowWithOwner | undefined;
  }

  countOf(ownerId: number): number {
    return (
      this.db.prepare('SELECT COUNT(*) AS n FROM share_links WHERE owner_id = ?').get(ownerId) as {
        n: number;
      }
    ).n;
  }

  /** Links newest first: one owner's, or everyone's when `ownerId` is null. */
  page(ownerId: number | null, offset: number, limit: number): { total: number; rows: ShareRowWithOwner[] } {
    const where = ownerId === null ? '' : 'WHERE s.owner_id = @ownerId';
    const total = (
      this.db.prepare(`SELECT COUNT(*) AS n FROM share_links s ${where}`).get({ ownerId }) as { n: number }
    ).n;
    const rows = this.db
      .prepare(`${WITH_OWNER} ${where} ORDER BY s.created_at DESC, s.id LIMIT @limit OFFSET @offset`)
      .all({ ownerId, limit, offset }) as ShareRowWithOwner[];
    return { total, rows };
  }

  update(id: string, change: { expire_at?: number; code?: string }): void {
    if (change.expire_at !== undefined) {
      this.db.prepare('UPDATE share_links SET expire_at = ? WHERE id = ?').run(change.expire_at, id);
    }
    if (change.code !== undefined) {
      this.db.prepare('UPDATE share_links SET code = ? WHERE id = ?').run(change.code, id);
    }
  }

  delete(ids: readonly string[]): number {
    const remove = this.db.prepare('DELETE FROM share_links WHERE id = ?');
    return this.db.transaction(() => ids.reduce((n, id) => n + remove.run(id).changes, 0))();
  }

  /** Real paths of the links that work now (not expired, owner may share). */
  liveRealPaths(now: number): { paths: string[]; nextExpiry: number | null } {
    const rows = this.db
      .prepare(
        `SELECT s.real_path, s.expire_at FROM share_links s JOIN users u ON u.id = s.owner_id
         WHERE s.expire_at > ? AND u.share_disable = 0 AND u.disabled = 0`,
      )
      .all(now) as { real_path: string; expire_at: number }[];
    const nextExpiry = rows.reduce<number | null>(
      (soonest, row) => (soonest === null || row.expire_at < soonest ? row.expire_at : soonest),
      null,
    );
    return { paths: rows.map((row) => row.real_path), nextExpiry };
  }

  record(link: ShareRow, kind: 'visit' | 'download', path: string, ip: string, now: number): void {
    const column = kind === 'visit' ? 'visits' : 'downloads';
    this.db.transaction(() => {
      this.db.prepare(`UPDATE share_links SET ${column} = ${column} + 1 WHERE id = ?`).run(link.id);
      const added = this.db
        .prepare(
          'INSERT INTO share_audit (share_id, owner_id, name, kind, path, ip, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(link.id, link.owner_id, link.name, kind, path, ip, now);
      this.db
        .prepare('DELETE FROM share_audit WHERE id <= ?')
        .run(Number(added.lastInsertRowid) - AUDIT_KEEP);
    })();
  }

  audits(
    filter: { ownerId: number | null; shareId?: string | undefined },
    offset: number,
    limit: number,
  ): { total: number; rows: AuditRow[] } {
    const clauses = [
      ...(filter.ownerId === null ? [] : ['a.owner_id = @ownerId']),
      ...(filter.shareId === undefined ? [] : ['a.share_id = @shareId']),
    ];
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const params = { ownerId: filter.ownerId, shareId: filter.shareId ?? null, limit, offset };
    const total = (
      this.db.prepare(`SELECT COUNT(*) AS n FROM share_audit a ${where}`).get(params) as { n: number }
    ).n;
    const rows = this.db
      .prepare(
        `SELECT a.*, COALESCE(u.username, '') AS owner_name FROM share_audit a
         LEFT JOIN users u ON u.id = a.owner_id ${where} ORDER BY a.id DESC LIMIT @limit OFFSET @offset`,
      )
      .all(params) as AuditRow[];
    return { total, rows };
  }
}
