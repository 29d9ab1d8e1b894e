import { Role } from '@coffer/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/open-database.js';
import { AppPermits } from './app-permits.js';
import { AppPermitsStore } from './app-permits-store.js';

describe('app permits from the stored grants, with the per-user cache', () => {
  let db: Db;
  let permits: AppPermits;
  const ann = { id: 2, mainRole: Role.user };

  beforeEach(() => {
    db = openDatabase(':memory:');
    permits = new AppPermits(new AppPermitsStore(db));
    const addUser = db.prepare(
      "INSERT INTO users (id, username, password_hash, main_role, created_at) VALUES (?, ?, 'x', ?, 0)",
    );
    addUser.run(1, 'owner', Role.master);
    addUser.run(2, 'ann', Role.user);
    db.prepare(
      "INSERT INTO user_groups (id, name, created_at) VALUES (10, 'sales', 0), (11, 'staff', 0)",
    ).run();
    db.prepare('INSERT INTO user_group_members (group_id, user_id) VALUES (10, 2)').run();
  });

  it('follows a group grant, a membership change and a deleted group at once', () => {
    expect(permits.mayUse(ann, 'recycle')).toBe(true);
    permits.saveGroupGrants(10, [{ service: 'recycle', permission: 0 }]);
    expect(permits.mayUse(ann, 'recycle')).toBe(false);
    // Written around the service, as the group editor does: the cache still drops.
    db.prepare('DELETE FROM user_group_members WHERE group_id = 10 AND user_id = 2').run();
    expect(permits.mayUse(ann, 'recycle')).toBe(true);
    db.prepare('INSERT INTO user_group_members (group_id, user_id) VALUES (10, 2), (11, 2)').run();
    expect(permits.mayUse(ann, 'recycle')).toBe(false);
    permits.saveGroupGrants(11, [{ service: 'recycle', permission: 1 }]);
    expect(permits.mayUse(ann, 'recycle')).toBe(true);
    db.prepare('DELETE FROM user_groups WHERE id = 11').run();
    expect(permits.mayUse(ann, 'recycle')).toBe(false);
  });

  it('sets only the services a save names, and null removes a grant', () => {
    permits.saveUserGrants(2, [
      { service: 'music', permission: 0 },
      { service: 'video', permission: 0 },
    ]);
    permits.saveUserGrants(2, [{ service: 'music', permission: null }]);
    const own = Object.fromEntries(permits.userPermits(2).permits.map((row) => [row.service, row.own]));
    expect(own).toMatchObject({ music: null, video: 0, album: null });
    expect(permits.mayUse(ann, 'video')).toBe(false);
    expect(permits.mayUse(ann, 'music')).toBe(true);
  });

  it('lets administrators use every app whatever is stored', () => {
    permits.saveServicePermits('fileManage', [{ type: 'group', id: 10, permission: 0 }]);
    db.prepare('INSERT INTO user_group_members (group_id, user_id) VALUES (10, 1)').run();
    expect(permits.mayUse({ id: 1, mainRole: Role.master }, 'fileManage')).toBe(true);
    expect(permits.mayUse(ann, 'fileManage')).toBe(false);
  });
});
