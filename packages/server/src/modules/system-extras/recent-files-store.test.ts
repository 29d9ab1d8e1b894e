import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open-database.js';
import { RECENT_ROWS_PER_USER, RecentFilesStore } from './recent-files-store.js';

function storeWithUsers() {
  const db = openDatabase(':memory:');
  const addUser = db.prepare(
    "INSERT INTO users (id, username, password_hash, main_role, created_at) VALUES (?, ?, 'x', 3, 0)",
  );
  addUser.run(1, 'ann');
  addUser.run(2, 'ben');
  let now = 1000;
  return { db, store: new RecentFilesStore(db, () => (now += 1)) };
}

describe('each person’s recently changed files', () => {
  it('keeps one row per path with the newest act, newest first, each person apart', () => {
    const { store } = storeWithUsers();
    store.record(1, '/home/a.txt', 'upload');
    store.record(1, '/home/b.txt', 'create');
    store.record(2, '/home/a.txt', 'upload');
    store.record(1, '/home/a.txt', 'save');
    expect(store.of(1)).toEqual([
      { path: '/home/a.txt', act: 'save', at: 1004 },
      { path: '/home/b.txt', act: 'create', at: 1002 },
    ]);
    expect(store.of(2).map((row) => row.path)).toEqual(['/home/a.txt']);
  });

  it('keeps only the newest rows of a person, and none of a deleted account', () => {
    const { db, store } = storeWithUsers();
    for (let i = 0; i < RECENT_ROWS_PER_USER + 5; i += 1) store.record(1, `/home/f${i}`, 'upload');
    const rows = store.of(1);
    expect(rows).toHaveLength(RECENT_ROWS_PER_USER);
    expect(rows[0]!.path).toBe(`/home/f${RECENT_ROWS_PER_USER + 4}`);
    expect(rows.at(-1)!.path).toBe('/home/f5');
    db.prepare('DELETE FROM users WHERE id = 1').run();
    expect(store.of(1)).toEqual([]);
  });
});
