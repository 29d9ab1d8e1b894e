import type { MasterInfo } from '@coffer/contract';
import type { Db } from '../../db/open-database.js';

/** `/auth/master`: the super administrator (role 1), if the device has one yet. */
export function masterInfo(db: Db, callerId: number): MasterInfo {
  const row = db
    .prepare<[], { id: number; username: string; nickname: string }>(
      'SELECT id, username, nickname FROM users WHERE main_role = 1 ORDER BY id LIMIT 1',
    )
    .get();
  if (!row) return { exists: false, username: '', nickname: '', you: false };
  return { exists: true, username: row.username, nickname: row.nickname, you: row.id === callerId };
}
