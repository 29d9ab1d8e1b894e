import type { AccountEntry, MainRole } from '@coffer/contract';
import type { Db } from '../../db/open-database.js';

interface AccountRow {
  id: number;
  username: string;
  nickname: string;
  remark: string;
  main_role: MainRole;
  disabled: number;
  created_at: number;
  avatar_at: number;
}

const COLUMNS = 'id, username, nickname, remark, main_role, disabled, created_at, avatar_at';

/** Escapes LIKE's wildcards so a search for `a_b` finds only `a_b`. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The user center's reads and writes of the `users` table (migrations 1 and 17) beyond sign-in's:
 * the searchable list, profile changes, deletion. Whoever writes here tells `UsersStore.forget`.
 */
export class AccountsStore {
  constructor(private readonly db: Db) {}

  page(q: string, offset: number, limit: number): { total: number; items: AccountEntry[] } {
    const where = q
      ? "WHERE username LIKE @q ESCAPE '\\' OR nickname LIKE @q ESCAPE '\\' OR remark LIKE @q ESCAPE '\\'"
      : '';
    const params = { q: likePattern(q), limit, offset };
    const { total } = this.db.prepare(`SELECT COUNT(*) AS total FROM users ${where}`).get(params) as {
      total: number;
    };
    const rows = this.db
      .prepare(`SELECT ${COLUMNS} FROM users ${where} ORDER BY id LIMIT @limit OFFSET @offset`)
      .all(params) as AccountRow[];
    const groups = this.groupsOf(rows.map((row) => row.id));
    return { total, items: rows.map((row) => entryOf(row, groups.get(row.id) ?? [])) };
  }

  all(): AccountEntry[] {
    const rows = this.db.prepare(`SELECT ${COLUMNS} FROM users ORDER BY id`).all() as AccountRow[];
    const groups = this.groupsOf(rows.map((row) => row.id));
    return rows.map((row) => entryOf(row, groups.get(row.id) ?? []));
  }

  entry(uid: number): AccountEntry | undefined {
    const row = this.db.prepare(`SELECT ${COLUMNS} FROM users WHERE id = ?`).get(uid) as
      AccountRow | undefined;
    return row ? entryOf(row, this.groupsOf([uid]).get(uid) ?? []) : undefined;
  }

  masterCount(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM users WHERE main_role = 1').get() as { n: number }).n;
  }

  /** Changes what is given; `groups` puts the account in exactly those, in the same transaction. */
  update(
    uid: number,
    change: { nickname?: string; remark?: string; mainRole?: MainRole; groups?: readonly number[] },
  ): void {
    const set = this.db.prepare(
      `UPDATE users SET nickname = COALESCE(@nickname, nickname), remark = COALESCE(@remark, remark),
       main_role = COALESCE(@mainRole, main_role) WHERE id = @uid`,
    );
    this.db.transaction(() => {
      set.run({
        uid,
        nickname: change.nickname ?? null,
        remark: change.remark ?? null,
        mainRole: change.mainRole ?? null,
      });
      if (change.groups === undefined) return;
      this.db.prepare('DELETE FROM user_group_members WHERE user_id = ?').run(uid);
      const insert = this.db.prepare('INSERT INTO user_group_members (group_id, user_id) VALUES (?, ?)');
      for (const id of new Set(change.groups)) insert.run(id, uid);
    })();
  }

  shareCount(uid: number): number {
    return (
      this.db.prepare('SELECT COUNT(*) AS n FROM share_links WHERE owner_id = ?').get(uid) as { n: number }
    ).n;
  }

  /**
   * Removes the account's row: its sessions, share links and group memberships go with it (foreign
   * keys), its own permits on group folders here.
   */
  remove(uid: number): void {
    this.db.transaction(() => {
      this.db
        .prepare("DELETE FROM public_dir_permits WHERE subject_type = 'user' AND subject_id = ?")
        .run(uid);
      this.db.prepare('DELETE FROM users WHERE id = ?').run(uid);
    })();
  }

  private groupsOf(uids: readonly number[]): Map<number, number[]> {
    const found = new Map<number, number[]>();
    if (uids.length === 0) return found;
    const rows = this.db
      .prepare(
        `SELECT user_id, group_id FROM user_group_members WHERE user_id IN (SELECT value FROM json_each(?))
         ORDER BY group_id`,
      )
      .all(JSON.stringify(uids)) as { user_id: number; group_id: number }[];
    for (const row of rows) {
      const list = found.get(row.user_id) ?? [];
      list.push(row.group_id);
      found.set(row.user_id, list);
    }
    return found;
  }
}

function entryOf(row: AccountRow, groups: number[]): AccountEntry {
  return {
    uid: row.id,
    username: row.username,
    nickname: row.nickname,
    remark: row.remark,
    mainRole: row.main_role,
    disabled: row.disabled !== 0,
    createdAt: Math.floor(row.created_at / 1000),
    groups,
    avatar: row.avatar_at,
  };
}
