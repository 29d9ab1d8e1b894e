import type { GroupEntry } from '@coffer/contract';
import type { Db } from '../../db/open-database.js';

interface GroupRow {
  id: number;
  name: string;
  created_at: number;
}

/**
 * User groups and their members (migration 10). Group folders' permits name a group by its id, so a
 * rename keeps them; deleting a group removes its permits with it.
 */
export class GroupsStore {
  constructor(private readonly db: Db) {}

  all(): GroupEntry[] {
    const rows = this.db
      .prepare('SELECT id, name, created_at FROM user_groups ORDER BY name')
      .all() as GroupRow[];
    const members = this.db
      .prepare('SELECT group_id, user_id FROM user_group_members ORDER BY user_id')
      .all() as { group_id: number; user_id: number }[];
    return rows.map((row) =>
      entryOf(
        row,
        members.filter((member) => member.group_id === row.id).map((member) => member.user_id),
      ),
    );
  }

  byId(id: number): GroupEntry | undefined {
    const row = this.db.prepare('SELECT id, name, created_at FROM user_groups WHERE id = ?').get(id) as
      GroupRow | undefined;
    if (!row) return undefined;
    const members = this.db
      .prepare('SELECT user_id FROM user_group_members WHERE group_id = ? ORDER BY user_id')
      .all(id) as { user_id: number }[];
    return entryOf(
      row,
      members.map((member) => member.user_id),
    );
  }

  nameTaken(name: string, exceptId?: number): boolean {
    return (
      this.db.prepare('SELECT 1 FROM user_groups WHERE name = ? AND id != ?').get(name, exceptId ?? -1) !==
      undefined
    );
  }

  create(name: string, members: readonly number[], now = Date.now()): number {
    return this.db.transaction(() => {
      const id = Number(
        this.db.prepare('INSERT INTO user_groups (name, created_at) VALUES (?, ?)').run(name, now)
          .lastInsertRowid,
      );
      this.changeMembers(id, members, []);
      return id;
    })();
  }

  rename(id: number, name: string): void {
    this.db.prepare('UPDATE user_groups SET name = ? WHERE id = ?').run(name, id);
  }

  remove(id: number): void {
    this.db.transaction(() => {
      this.db
        .prepare("DELETE FROM public_dir_permits WHERE subject_type = 'group' AND subject_id = ?")
        .run(id);
      this.db.prepare('DELETE FROM user_groups WHERE id = ?').run(id);
    })();
  }

  changeMembers(id: number, add: readonly number[], remove: readonly number[]): void {
    this.db.transaction(() => {
      const insert = this.db.prepare(
        'INSERT OR IGNORE INTO user_group_members (group_id, user_id) VALUES (?, ?)',
      );
      const drop = this.db.prepare('DELETE FROM user_group_members WHERE group_id = ? AND user_id = ?');
      for (const uid of add) insert.run(id, uid);
      for (const uid of remove) drop.run(id, uid);
    })();
  }

  /** Puts one account in exactly these groups (the user editor's choice). */
  setGroupsOf(uid: number, groupIds: readonly number[]): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM user_group_members WHERE user_id = ?').run(uid);
      const insert = this.db.prepare('INSERT INTO user_group_members (group_id, user_id) VALUES (?, ?)');
      for (const id of groupIds) insert.run(id, uid);
    })();
  }

  existing(ids: readonly number[]): Set<number> {
    const rows = this.db
      .prepare('SELECT id FROM user_groups WHERE id IN (SELECT value FROM json_each(?))')
      .all(JSON.stringify(ids)) as { id: number }[];
    return new Set(rows.map((row) => row.id));
  }
}

function entryOf(row: GroupRow, members: number[]): GroupEntry {
  return { id: row.id, name: row.name, createdAt: Math.floor(row.created_at / 1000), members };
}
