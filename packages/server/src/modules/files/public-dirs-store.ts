import { Role, type MainRole, type PublicPermit } from '@coffer/contract';
import type { Db } from '../../db/open-database.js';
import { folderAccess, type FolderGrant } from '../permissions/folder-access.js';

export interface PublicDirRow {
  fid: number;
  name: string;
  created_at: number;
}

export type PermitLevel = FolderGrant;

/**
 * The public folder's group folders and who may use them (migration 10). A user's permission on a
 * group folder: administrators always read-write (they manage the folders); an ordinary user's comes
 * from their own grant and their groups' (`folderAccess`; docs/decisions.md "Where files live").
 */
export class PublicDirsStore {
  constructor(private readonly db: Db) {}

  all(): PublicDirRow[] {
    return this.db
      .prepare('SELECT fid, name, created_at FROM public_dirs ORDER BY name')
      .all() as PublicDirRow[];
  }

  byName(name: string): PublicDirRow | undefined {
    return this.db.prepare('SELECT fid, name, created_at FROM public_dirs WHERE name = ?').get(name) as
      PublicDirRow | undefined;
  }

  byFid(fid: number): PublicDirRow | undefined {
    return this.db.prepare('SELECT fid, name, created_at FROM public_dirs WHERE fid = ?').get(fid) as
      PublicDirRow | undefined;
  }

  /** Adds a group folder record; undefined when the name is taken (case-insensitive). */
  create(name: string, now = Date.now()): PublicDirRow | undefined {
    const result = this.db
      .prepare('INSERT INTO public_dirs (name, created_at) VALUES (?, ?) ON CONFLICT (name) DO NOTHING')
      .run(name, now);
    if (result.changes === 0) return undefined;
    return this.byFid(Number(result.lastInsertRowid));
  }

  permits(fid: number): PublicPermit[] {
    const rows = this.db
      .prepare(
        'SELECT subject_type, subject_id, permission FROM public_dir_permits WHERE fid = ? ORDER BY subject_type, subject_id',
      )
      .all(fid) as { subject_type: 'user' | 'group'; subject_id: number; permission: PermitLevel }[];
    return rows.map((row) => ({ type: row.subject_type, id: row.subject_id, permission: row.permission }));
  }

  /** Replaces every permit of a folder at once. */
  savePermits(fid: number, permits: readonly PublicPermit[]): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM public_dir_permits WHERE fid = ?').run(fid);
      const insert = this.db.prepare(
        'INSERT OR REPLACE INTO public_dir_permits (fid, subject_type, subject_id, permission) VALUES (?, ?, ?, ?)',
      );
      for (const permit of permits) insert.run(fid, permit.type, permit.id, permit.permission);
    })();
  }

  /** The user's permission on one group folder (the rule: `permissions/folder-access.ts`). */
  permissionOf(user: { id: number; mainRole: MainRole }, fid: number): PermitLevel {
    if (user.mainRole !== Role.user) return 1;
    const own = this.db
      .prepare(
        "SELECT permission FROM public_dir_permits WHERE fid = ? AND subject_type = 'user' AND subject_id = ?",
      )
      .get(fid, user.id) as { permission: PermitLevel } | undefined;
    const viaGroups = this.db
      .prepare(
        `SELECT p.permission FROM public_dir_permits p
         JOIN user_group_members m ON m.group_id = p.subject_id
         WHERE p.fid = ? AND p.subject_type = 'group' AND m.user_id = ?`,
      )
      .all(fid, user.id) as { permission: PermitLevel }[];
    return folderAccess(
      own?.permission,
      viaGroups.map((row) => row.permission),
    );
  }

  /** Removes a group folder's record (its folder on the pool could not be made). */
  remove(fid: number): void {
    this.db.prepare('DELETE FROM public_dirs WHERE fid = ?').run(fid);
  }

  subjectExists(type: 'user' | 'group', id: number): boolean {
    const sql =
      type === 'user' ? 'SELECT 1 FROM users WHERE id = ?' : 'SELECT 1 FROM user_groups WHERE id = ?';
    return this.db.prepare(sql).get(id) !== undefined;
  }

  /** A user's main role; undefined when there is no such user. */
  roleOf(uid: number): MainRole | undefined {
    const row = this.db.prepare('SELECT main_role FROM users WHERE id = ?').get(uid) as
      { main_role: MainRole } | undefined;
    return row?.main_role;
  }

  /** Names of users and groups, for the permit lists. */
  subjectName(type: 'user' | 'group', id: number): string {
    const row =
      type === 'user'
        ? (this.db.prepare('SELECT username AS name FROM users WHERE id = ?').get(id) as
            { name: string } | undefined)
        : (this.db.prepare('SELECT name FROM user_groups WHERE id = ?').get(id) as
            { name: string } | undefined);
    return row?.name ?? '';
  }
}
