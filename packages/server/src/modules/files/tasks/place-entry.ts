import { randomBytes } from 'node:crypto';
import { lstat, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, sep } from 'node:path';
import { Code, type ConflictAction } from '@coffer/contract';
import { AppError } from '../../../http/app-error.js';
import { copyTree, type CopyControl } from './copy-tree.js';
import { keepBothName } from './keep-both-name.js';
import type { PathLocks } from './path-locks.js';

/** Hidden names of entries being written (`part`) or set aside by an overwrite (`old`). */
export const TEMP_PREFIX = '.coffer-part-';
export const ASIDE_PREFIX = '.coffer-old-';

/** What one item of a task can do with the task: pause and cancel, progress, its temporary entry. */
export interface ItemControl extends CopyControl {
  taskId: string;
  /** Records the hidden entry being written, so a restart can remove it; null once it is gone. */
  setTemp(path: string | null): void;
  /** Throws when the task was cancelled (checked while waiting for a lock). */
  stopIfCancelled(): void;
}

export interface PlaceRequest {
  /** The entry's real path and the virtual path messages name it by. */
  source: string;
  sourceVirtual: string;
  /** The real folder it goes into (it exists) and the name it should get there. */
  destDir: string;
  name: string;
  action: ConflictAction;
  mode: 'move' | 'copy';
  /** Bytes of the entry, reported when a rename moves it at once. */
  bytes: number;
  /** Told the real path the entry landed at (its name may be a kept-both one). */
  placed?: (target: string) => void;
}

export function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    (error: unknown) => {
      if (isMissing(error)) return false;
      throw error;
    },
  );
}

function hiddenName(prefix: string, control: ItemControl): string {
  return `${prefix}${control.taskId}-${randomBytes(4).toString('hex')}`;
}

/** Copies `source` to `dst` through a hidden temporary entry beside it; nothing is left when it fails. */
async function copyInto(source: string, dst: string, control: ItemControl): Promise<void> {
  const temp = join(dirname(dst), hiddenName(TEMP_PREFIX, control));
  control.setTemp(temp);
  try {
    await copyTree(source, temp, control);
    if (await exists(dst)) throw new AppError(Code.fileNameTaken, { name: basename(dst) });
    await rename(temp, dst);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  } finally {
    control.setTemp(null);
  }
}

/**
 * A move: a rename where source and destination share a filesystem and subvolume (atomic); across
 * them (another btrfs subvolume, an external disk) a copy into place, then the source removed.
 */
async function moveInto(source: string, dst: string, bytes: number, control: ItemControl): Promise<void> {
  try {
    await rename(source, dst);
    control.progress(bytes);
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
  }
  await copyInto(source, dst, control);
  await rm(source, { recursive: true, force: true });
}

async function chooseTarget(request: PlaceRequest): Promise<{ target: string; replace: boolean } | 'skip'> {
  for (let n = 0; ; n += 1) {
    const name = n === 0 ? request.name : keepBothName(request.name, n);
    const target = join(request.destDir, name);
    if (!(await exists(target))) return { target, replace: false };
    if (request.action === 'skip') return 'skip';
    if (request.action === 'overwrite' && target !== request.source) return { target, replace: true };
  }
}

/**
 * Puts one entry into a folder under its name, applying the conflict action when the name is taken
 * (`keep`: the next free `name (n).ext`). Source and target are locked for the daemon's other
 * operations, and both are checked again under the lock: a source gone meanwhile answers C116003,
 * a target taken meanwhile is decided again, so nothing is ever replaced by accident.
 */
export async function placeEntry(
  request: PlaceRequest,
  locks: PathLocks,
  control: ItemControl,
): Promise<'done' | 'skipped'> {
  for (;;) {
    const chosen = await chooseTarget(request);
    if (chosen === 'skip') return 'skipped';
    const release = await locks.acquire([request.source, chosen.target], undefined, control.stopIfCancelled);
    try {
      if (!(await exists(request.source))) {
        throw new AppError(Code.fileNotFound, { path: request.sourceVirtual });
      }
      const taken = await exists(chosen.target);
      if (taken !== chosen.replace) continue; // the name changed hands meanwhile: choose again
      await control.checkpoint();
      await putInPlace(request, chosen.target, chosen.replace, control);
      request.placed?.(chosen.target);
      return 'done';
    } finally {
      release();
    }
  }
}

async function putInPlace(request: PlaceRequest, target: string, replace: boolean, control: ItemControl) {
  // Overwriting the folder that holds the source would take the source with it.
  if (replace && request.source.startsWith(target + sep)) throw new AppError(Code.fileIntoItself);
  const aside = replace ? join(request.destDir, hiddenName(ASIDE_PREFIX, control)) : undefined;
  if (aside) await rename(target, aside);
  try {
    if (request.mode === 'move') await moveInto(request.source, target, request.bytes, control);
    else await copyInto(request.source, target, control);
  } catch (error) {
    if (aside) await rename(aside, target).catch(() => undefined);
    throw error;
  }
  if (aside) await rm(aside, { recursive: true, force: true });
}
