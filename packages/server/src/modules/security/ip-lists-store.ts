import type { IpBlackEntry, IpRange, IpWhiteEntry } from '@coffer/contract';
import type { Db } from '../../db/open-database.js';

export type IpListKind = 'allow' | 'block';

interface EntryRow {
  id: number;
  ip: string;
  start_hex: string;
  end_hex: string;
  remark: string;
  created_at: number;
  locked?: number;
  auto?: number;
  expires_at?: number;
}

/** The rows a gate is built from: what blocks or admits right now. */
export interface ActiveRange {
  start: string;
  end: string;
  expiresAt: number;
}

const TABLE: Record<IpListKind, string> = { allow: 'ip_allow', block: 'ip_block' };

/** The IP allow and block lists (migration 15) and the safety settings, in SQL. */
export class IpListsStore {
  constructor(private readonly db: Db) {}

  transaction(work: () => void): void {
    this.db.transaction(work)();
  }

  insertAllow(range: IpRange, remark: string, now: number): IpWhiteEntry {
    const result = this.db
      .prepare('INSERT INTO ip_allow (ip, start_hex, end_hex, remark, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(range.text, range.start, range.end, remark, now);
    return { id: Number(result.lastInsertRowid), ip: range.text, remark, created_at: now };
  }

  insertBlock(
    range: IpRange,
    entry: { remark: string; auto: boolean; expiresAt: number },
    now: number,
  ): IpBlackEntry {
    const result = this.db
      .prepare(
        `INSERT INTO ip_block (ip, start_hex, end_hex, remark, locked, auto, expires_at, created_at)
         VALUES (?, ?, ?, ?, 1, ?, ?, ?)`,
      )
      .run(range.text, range.start, range.end, entry.remark, entry.auto ? 1 : 0, entry.expiresAt, now);
    return blackEntryOf({
      id: Number(result.lastInsertRowid),
      ip: range.text,
      start_hex: range.start,
      end_hex: range.end,
      remark: entry.remark,
      locked: 1,
      auto: entry.auto ? 1 : 0,
      expires_at: entry.expiresAt,
      created_at: now,
    });
  }

  /** An automatic block on an address already listed: it blocks again, until `expiresAt`. */
  relockAuto(id: number, expiresAt: number): IpBlackEntry {
    this.db
      .prepare('UPDATE ip_block SET locked = 1, auto = 1, expires_at = ? WHERE id = ?')
      .run(expiresAt, id);
    return this.blockById(id) as IpBlackEntry;
  }

  count(kind: IpListKind): number {
    return (this.db.prepare(`SELECT COUNT(*) AS n FROM ${TABLE[kind]}`).get() as { n: number }).n;
  }

  findByText(kind: IpListKind, text: string): { id: number } | undefined {
    return this.db.prepare(`SELECT id FROM ${TABLE[kind]} WHERE ip = ?`).get(text) as
      { id: number } | undefined;
  }

  allowById(id: number): IpWhiteEntry | undefined {
    const row = this.db.prepare('SELECT * FROM ip_allow WHERE id = ?').get(id) as EntryRow | undefined;
    return row && whiteEntryOf(row);
  }

  blockById(id: number): IpBlackEntry | undefined {
    const row = this.db.prepare('SELECT * FROM ip_block WHERE id = ?').get(id) as EntryRow | undefined;
    return row && blackEntryOf(row);
  }

  delete(kind: IpListKind, id: number): boolean {
    return this.db.prepare(`DELETE FROM ${TABLE[kind]} WHERE id = ?`).run(id).changes === 1;
  }

  /** Lock or unlock one block entry; an unlocked automatic entry keeps no expiry (a person decided). */
  setLocked(id: number, locked: boolean): boolean {
    const sql = locked
      ? 'UPDATE ip_block SET locked = 1 WHERE id = ? AND locked = 0'
      : 'UPDATE ip_block SET locked = 0, expires_at = 0 WHERE id = ? AND locked = 1';
    return this.db.prepare(sql).run(id).changes === 1;
  }

  listAllow(offset: number, limit: number, keyword: string): { total: number; items: IpWhiteEntry[] } {
    const { where, args } = keywordFilter(keyword);
    const total = (
      this.db.prepare(`SELECT COUNT(*) AS n FROM ip_allow ${where}`).get(...args) as { n: number }
    ).n;
    const rows = this.db
      .prepare(`SELECT * FROM ip_allow ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .all(...args, limit, offset) as EntryRow[];
    return { total, items: rows.map(whiteEntryOf) };
  }

  listBlock(offset: number, limit: number, keyword: string): { total: number; items: IpBlackEntry[] } {
    const { where, args } = keywordFilter(keyword);
    const total = (
      this.db.prepare(`SELECT COUNT(*) AS n FROM ip_block ${where}`).get(...args) as { n: number }
    ).n;
    const rows = this.db
      .prepare(`SELECT * FROM ip_block ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .all(...args, limit, offset) as EntryRow[];
    return { total, items: rows.map(blackEntryOf) };
  }

  allAllow(): IpWhiteEntry[] {
    return (this.db.prepare('SELECT * FROM ip_allow ORDER BY id').all() as EntryRow[]).map(whiteEntryOf);
  }

  allBlock(): IpBlackEntry[] {
    return (this.db.prepare('SELECT * FROM ip_block ORDER BY id').all() as EntryRow[]).map(blackEntryOf);
  }

  activeAllow(): ActiveRange[] {
    return this.db
      .prepare('SELECT start_hex AS start, end_hex AS end, 0 AS expiresAt FROM ip_allow')
      .all() as ActiveRange[];
  }

  activeBlock(): ActiveRange[] {
    return this.db
      .prepare(
        'SELECT start_hex AS start, end_hex AS end, expires_at AS expiresAt FROM ip_block WHERE locked = 1',
      )
      .all() as ActiveRange[];
  }

  /** Block entries whose time has run out. */
  expiredBlocks(now: number): IpBlackEntry[] {
    return (
      this.db
        .prepare('SELECT * FROM ip_block WHERE locked = 1 AND expires_at > 0 AND expires_at <= ?')
        .all(now) as EntryRow[]
    ).map(blackEntryOf);
  }

  setting(key: string): string | undefined {
    const row = this.db.prepare('SELECT value FROM safe_settings WHERE key = ?').get(key) as
      { value: string } | undefined;
    return row?.value;
  }

  setSetting(key: string, value: string): void {
    this.db
      .prepare(
        'INSERT INTO safe_settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      )
      .run(key, value);
  }
}

function keywordFilter(keyword: string): { where: string; args: string[] } {
  if (!keyword) return { where: '', args: [] };
  const like = `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return { where: "WHERE ip LIKE ? ESCAPE '\\' OR remark LIKE ? ESCAPE '\\'", args: [like, like] };
}

function whiteEntryOf(row: EntryRow): IpWhiteEntry {
  return { id: row.id, ip: row.ip, remark: row.remark, created_at: row.created_at };
}

function blackEntryOf(row: EntryRow): IpBlackEntry {
  return {
    id: row.id,
    ip: row.ip,
    remark: row.remark,
    locked: row.locked === 1,
    auto: row.auto === 1,
    expires_at: row.expires_at ?? 0,
    created_at: row.created_at,
  };
}
