import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Code, type FilePool, type PoolInfo } from '@coffer/contract';
import { AppError } from '../../http/app-error.js';
import { exec } from '../../platform/exec.js';
import type { MetaSetting } from './meta-setting.js';

export interface FilePoolDeps {
  /** Every pool as last observed (`PoolInfoCache.currentPools`). */
  pools: () => Promise<PoolInfo[]>;
  /** Where a pool's files are: its mount point, or an encrypted pool's plain view. */
  filesPath: (poolId: string) => string;
  /** The chosen pool's id (`files.pool_id` in `meta`). */
  chosen: MetaSetting;
}

/** The pool files live on, with where its files are; only while it is usable. */
export interface UsablePool {
  pool: FilePool;
  /** The pool's files directory: homes/, public/ and .coffer/ are under it. */
  root: string;
}

/** Folders of the files layout on a pool (ARCHITECTURE "Data directory"). */
export const LAYOUT = {
  homes: 'homes',
  public: 'public',
  system: '.coffer',
} as const;

function isDataPool(pool: PoolInfo): boolean {
  return pool.pid === '';
}

function describe(pool: PoolInfo): FilePool {
  if (pool.encrypted === 1 && pool.lock === 1) {
    return { id: pool.id, name: pool.name, status: pool.status, usable: false, reason: Code.filePoolLocked };
  }
  if (pool.status === 'suspended' || pool.has_mount !== 1) {
    return {
      id: pool.id,
      name: pool.name,
      status: pool.status,
      usable: false,
      reason: Code.filePoolUnavailable,
    };
  }
  // A degraded pool stays usable: its data is all there (issue 15).
  return { id: pool.id, name: pool.name, status: pool.status, usable: true };
}

/**
 * The default pool (FILE): the one chosen in settings, else the first usable pool, which is then
 * remembered so a pool created later does not take the users' files away. A chosen pool that is
 * deleted is forgotten.
 */
export class FilePools {
  constructor(private readonly deps: FilePoolDeps) {}

  async choices(): Promise<FilePool[]> {
    return (await this.deps.pools()).filter(isDataPool).map(describe);
  }

  /** The default pool as it is now (usable or not); null when there is no pool at all. */
  async current(): Promise<FilePool | null> {
    const choices = await this.choices();
    const chosenId = this.deps.chosen.get();
    const chosen = choices.find((pool) => pool.id === chosenId);
    if (chosen) return chosen;
    if (chosenId !== undefined) this.deps.chosen.clear();
    const first = choices.find((pool) => pool.usable);
    if (first) {
      this.deps.chosen.set(first.id);
      return first;
    }
    return choices[0] ?? null;
  }

  isChosen(): boolean {
    return this.deps.chosen.get() !== undefined;
  }

  async choose(id: string): Promise<FilePool> {
    const pool = (await this.choices()).find((candidate) => candidate.id === id);
    if (!pool) throw new AppError(Code.poolNotFound);
    if (!pool.usable) throw new AppError(Code.filePoolNotChoosable, { reason: pool.reason ?? pool.status });
    this.deps.chosen.set(pool.id);
    return pool;
  }

  /** The default pool ready for files, its layout made; a clear code when there is none or it is unusable. */
  async usable(): Promise<UsablePool> {
    const pool = await this.current();
    if (!pool) throw new AppError(Code.fileNoPool);
    if (!pool.usable) {
      const code = pool.reason === Code.filePoolLocked ? Code.filePoolLocked : Code.filePoolUnavailable;
      throw new AppError(code, { name: pool.name, state: pool.status });
    }
    const root = this.deps.filesPath(pool.id);
    await this.ensureLayout(root);
    return { pool, root };
  }

  private readonly madeLayout = new Set<string>();

  private async ensureLayout(root: string): Promise<void> {
    if (this.madeLayout.has(root)) return;
    await makeSubvolume(join(root, LAYOUT.homes));
    await makeSubvolume(join(root, LAYOUT.public));
    await mkdir(join(root, LAYOUT.system), { recursive: true, mode: 0o700 });
    this.madeLayout.add(root);
  }
}

/**
 * A btrfs subvolume where the folder is new and the filesystem is btrfs (per-user limits and
 * snapshots later, ARCHITECTURE "Files"); a plain folder elsewhere (an encrypted pool's plain view).
 */
export async function makeSubvolume(path: string): Promise<void> {
  const made = await exec('btrfs', ['subvolume', 'create', path], { okExitCodes: [1] });
  if (made.exitCode !== 0) await mkdir(path, { recursive: true });
}
