import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../db/open-database.js';

/**
 * Avatars: the picture is `<data>/avatars/<uid>.webp`, its version the `users.avatar_at` column
 * (migration 22; 0 when none). A new picture is written under a temporary name and renamed into
 * place, so a reader never sees half of one.
 */
export class AvatarStore {
  private readonly dir: string;

  constructor(
    private readonly db: Db,
    dataDir: string,
  ) {
    this.dir = join(dataDir, 'avatars');
  }

  version(uid: number): number {
    const row = this.db.prepare('SELECT avatar_at FROM users WHERE id = ?').get(uid) as
      { avatar_at: number } | undefined;
    return row?.avatar_at ?? 0;
  }

  exists(uid: number): boolean {
    return this.db.prepare('SELECT 1 FROM users WHERE id = ?').get(uid) !== undefined;
  }

  read(uid: number): Buffer | null {
    if (this.version(uid) === 0) return null;
    try {
      return readFileSync(this.fileOf(uid));
    } catch {
      return null;
    }
  }

  save(uid: number, picture: Buffer, now: number): number {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    const temp = join(this.dir, `.${uid}.${process.pid}.tmp`);
    writeFileSync(temp, picture, { mode: 0o600 });
    try {
      renameSync(temp, this.fileOf(uid));
      this.db.prepare('UPDATE users SET avatar_at = ? WHERE id = ?').run(now, uid);
    } catch (error) {
      rmSync(temp, { force: true });
      throw error;
    }
    return now;
  }

  /** Removes the picture (an account's own removal, or its deletion). */
  remove(uid: number): void {
    this.db.prepare('UPDATE users SET avatar_at = 0 WHERE id = ?').run(uid);
    rmSync(this.fileOf(uid), { force: true });
  }

  private fileOf(uid: number): string {
    return join(this.dir, `${uid}.webp`);
  }
}
