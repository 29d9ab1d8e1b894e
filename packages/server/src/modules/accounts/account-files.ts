import { randomUUID } from 'node:crypto';
import { lstat, mkdir, readdir, rename, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Code } from '@coffer/contract';
import { AppError } from '../../http/app-error.js';
import { LAYOUT, makeSubvolume, type FilePools } from '../files/file-pool.js';
import type { RecycleStore } from '../files/recycle/recycle-store.js';
import { treeSize } from '../files/tasks/copy-tree.js';

/** The pools files live on; the files module starts after the accounts' routes, so asked late. */
export interface PoolFiles {
  pools: Pick<FilePools, 'choices'>;
  /** Where a pool's files are (homes/, public/ under it). */
  filesPath: (poolId: string) => string;
}

export interface AccountFilesDeps {
  poolFiles: () => PoolFiles;
  recycle: RecycleStore;
  now?: () => number;
}

export interface Person {
  id: number;
  username: string;
}

/** A bin's folder inside its root, as the recycle bins keep it (recycle-bins.ts). */
const RECYCLE_FOLDER = join('.coffer', 'recycle');
/** Where a deleted account's own recycle bin entries are put back, inside the folder handed over. */
const RECYCLED_FOLDER = 'Recycle bin';

async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}

/** `name`, or `name (2)`, `name (3)`… whichever is free in `dir`. */
async function freeName(dir: string, name: string): Promise<string> {
  if (!(await exists(join(dir, name)))) return name;
  for (let n = 2; ; n += 1) {
    const candidate = `${name} (${n})`;
    if (!(await exists(join(dir, candidate)))) return candidate;
  }
}

function dated(username: string, at: number): string {
  return `${username} ${new Date(at).toISOString().slice(0, 10)}`;
}

/**
 * What becomes of a deleted account's files (docs/decisions.md "Accounts and groups"): its folder on
 * each pool is handed to another account (moved into the receiver's folder as `<username> <date>`) or
 * moved to the public recycle bin as one entry an administrator may restore. Both are renames on the
 * pool, however big the folder. The account's own recycle bin entries travel inside, in a visible
 * `Recycle bin` folder, so nothing is lost silently.
 */
export class AccountFiles {
  private readonly now: () => number;

  constructor(private readonly deps: AccountFilesDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** Refuses (C122012) while a data pool cannot be reached: the account may have files on it. */
  async assertReachable(): Promise<void> {
    for (const pool of await this.deps.poolFiles().pools.choices()) {
      if (!pool.usable) throw new AppError(Code.accountFilesUnreachable, { name: pool.name });
    }
  }

  /** Moves the account's folders into the receiver's; answers the receiver's virtual path ('' when none). */
  async handOver(user: Person, receiver: Person): Promise<string> {
    let movedTo = '';
    for (const { poolId, home } of await this.homesOf(user)) {
      await this.keepRecycled(user, poolId, home);
      const receiverHome = join(this.deps.poolFiles().filesPath(poolId), LAYOUT.homes, String(receiver.id));
      if (!(await exists(receiverHome))) await makeSubvolume(receiverHome);
      const name = await freeName(receiverHome, dated(user.username, this.now()));
      await rename(home, join(receiverHome, name));
      movedTo = `/home/${name}`;
    }
    return movedTo;
  }

  /** Moves the account's folders to the public recycle bin; answers the entry's name ('' when none). */
  async toRecycleBin(user: Person, by: Person): Promise<string> {
    let movedTo = '';
    for (const { poolId, home } of await this.homesOf(user)) {
      await this.keepRecycled(user, poolId, home);
      const publicRoot = join(this.deps.poolFiles().filesPath(poolId), LAYOUT.public);
      if (!(await exists(publicRoot))) await makeSubvolume(publicRoot);
      const id = randomUUID().replaceAll('-', '');
      const entryDir = join(publicRoot, RECYCLE_FOLDER, id);
      await mkdir(entryDir, { recursive: true, mode: 0o700 });
      const name = dated(user.username, this.now());
      const size = (await treeSize(home)).bytes;
      await rename(home, join(entryDir, name));
      this.deps.recycle.insert({
        id,
        bin: 'public',
        pool_id: poolId,
        name,
        // Restored into the restoring administrator's own folder.
        original_path: `/home/${name}`,
        owner_id: by.id,
        is_dir: 1,
        size,
        deleted_at: this.now(),
        deleted_by: by.username,
      });
      movedTo = name;
    }
    return movedTo;
  }

  private async homesOf(user: Person): Promise<{ poolId: string; home: string }[]> {
    const found: { poolId: string; home: string }[] = [];
    for (const pool of await this.deps.poolFiles().pools.choices()) {
      const home = join(this.deps.poolFiles().filesPath(pool.id), LAYOUT.homes, String(user.id));
      if (await exists(home)) found.push({ poolId: pool.id, home });
    }
    return found;
  }

  /** Puts the account's recycle bin entries on this pool back into view, under `Recycle bin/`. */
  private async keepRecycled(user: Person, poolId: string, home: string): Promise<void> {
    const rows = this.deps.recycle.allOf(`home:${user.id}`).filter((row) => row.pool_id === poolId);
    if (rows.length === 0) return;
    const target = join(home, RECYCLED_FOLDER);
    await mkdir(target, { recursive: true });
    for (const row of rows) {
      const entryDir = join(home, RECYCLE_FOLDER, row.id);
      const entry = join(entryDir, row.name);
      if (await exists(entry)) {
        await rename(entry, join(target, await freeName(target, row.name)));
        if ((await readdir(entryDir)).length === 0) await rmdir(entryDir);
      }
      this.deps.recycle.remove(row.id);
    }
  }
}
