import { Role } from '@coffer/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/open-database.js';
import { PublicDirsStore } from './public-dirs-store.js';

const NONE = 0;
const RW = 1;
const RO = 2;

describe('a user’s permission on a group folder, from the stored grants', () => {
  let db: Db;
  let store: PublicDirsStore;
  let fid: number;
  const user = (id: number) => ({ id, mainRole: Role.user });

  beforeEach(() => {
    db = openDatabase(':memory:');
    store = new PublicDirsStore(db);
    const addUser = db.prepare(
      "INSERT INTO users (id, username, password_hash, main_role, created_at) VALUES (?, ?, 'x', ?, 0)",
    );
    addUser.run(1, 'owner', Role.master);
    addUser.run(2, 'ann', Role.user);
    addUser.run(3, 'ben', Role.user);
    addUser.run(4, 'cat', Role.user);
    db.prepare(
      "INSERT INTO user_groups (id, name, created_at) VALUES (10, 'sales', 0), (11, 'staff', 0)",
    ).run();
    db.prepare(
      'INSERT INTO user_group_members (group_id, user_id) VALUES (10, 2), (10, 3), (11, 2), (11, 3)',
    ).run();
    fid = store.create('Sales')!.fid;
  });

  it('gives the most permissive grant, lets an explicit none on the user win, and administrators all', () => {
    store.savePermits(fid, [
      { type: 'group', id: 10, permission: RW },
      { type: 'group', id: 11, permission: RO },
      { type: 'user', id: 2, permission: RO },
      { type: 'user', id: 3, permission: NONE },
    ]);
    // ann: her own read only, her groups read-write and read only: read-write.
    expect(store.permissionOf(user(2), fid)).toBe(RW);
    // ben: an explicit none on him keeps him out of his groups' folder.
    expect(store.permissionOf(user(3), fid)).toBe(NONE);
    // cat: in no group, no grant.
    expect(store.permissionOf(user(4), fid)).toBe(NONE);
    expect(store.permissionOf({ id: 1, mainRole: Role.master }, fid)).toBe(RW);
  });
});
