import { constants } from 'node:fs';
import { copyFile, link, lstat, open, rename, rm, unlink, utimes } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { basename, extname, join } from 'node:path';
import type { ConflictAction } from '@coffer/contract';

/** Forces a file's (or folder's) contents to disk. */
export async function fsyncPath(path: string, flags = 'r'): Promise<void> {
  const handle = await open(path, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** `name (1).ext`, `name (2).ext`…: the name `keep` gives beside an existing entry. */
export function keepName(name: string, n: number): string {
  const ext = extname(name);
  const stem = ext && ext !== name ? name.slice(0, -ext.length) : name;
  const suffix = ext && ext !== name ? ext : '';
  return `${stem} (${n})${suffix}`;
}

async function exists(path: string): Promise<boolean> {
  return (await lstat(path).catch(() => undefined)) !== undefined;
}

/**
 * Renames `from` to `to` only if `to` does not exist, atomically where the filesystem has hard
 * links (link then unlink: link refuses an existing name); elsewhere (FAT, exFAT) check then rename.
 */
async function renameNoReplace(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'EMLINK') throw error;
    if (await exists(to)) return false;
    await rename(from, to);
    return true;
  }
  await unlink(from);
  return true;
}

/**
 * Brings the staged file onto the destination folder's btrfs subvolume: each user's folder and
 * group folder is a subvolume, and a rename between subvolumes is EXDEV even on one filesystem. A
 * reflink clone shares the extents (no data is copied) into a hidden name beside the destination,
 * complete before it appears; where cloning is not supported it is a plain copy.
 */
async function besideDestination(staged: string, folder: string): Promise<string> {
  const probe = join(
    folder,
    `.${basename(staged).slice(-12)}.coffer-upload-${randomBytes(4).toString('hex')}`,
  );
  try {
    await rename(staged, probe);
    return probe;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
  }
  try {
    await copyFile(staged, probe, constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE);
    await fsyncPath(probe);
  } catch (error) {
    await rm(probe, { force: true });
    throw error;
  }
  await unlink(staged);
  return probe;
}

export interface Placed {
  /** The name it has in the folder. */
  name: string;
  /** False when `skip` found the name taken and the staged file was dropped. */
  placed: boolean;
}

/**
 * Puts a finished file into `folder` under `name` by the conflict action: `keep` takes the first
 * free `name (n).ext`, `overwrite` replaces a file (never a folder), `skip` leaves what is there.
 * The staged file is on the same filesystem, so this is a rename; the data is synced first and the
 * folder after, so a crash leaves either the old state or the whole file.
 */
export async function placeFile(
  staged: string,
  folder: string,
  name: string,
  action: ConflictAction,
  mtimeMs?: number,
): Promise<Placed> {
  await fsyncPath(staged);
  const ready = await besideDestination(staged, folder);
  try {
    return await placeReady(ready, folder, name, action, mtimeMs);
  } finally {
    await rm(ready, { force: true });
  }
}

async function placeReady(
  staged: string,
  folder: string,
  name: string,
  action: ConflictAction,
  mtimeMs: number | undefined,
): Promise<Placed> {
  if (mtimeMs !== undefined) await utimes(staged, new Date(), new Date(mtimeMs));
  let placedName: string | undefined;
  if (action === 'overwrite') {
    const current = await lstat(join(folder, name)).catch(() => undefined);
    if (current?.isDirectory()) throw Object.assign(new Error('a folder has that name'), { code: 'EISDIR' });
    await rename(staged, join(folder, name));
    placedName = name;
  } else {
    for (let n = 0; placedName === undefined; n += 1) {
      const candidate = n === 0 ? name : keepName(name, n);
      if (await renameNoReplace(staged, join(folder, candidate))) placedName = candidate;
      else if (action === 'skip') {
        return { name, placed: false };
      }
    }
  }
  await fsyncPath(folder);
  return { name: placedName, placed: true };
}
