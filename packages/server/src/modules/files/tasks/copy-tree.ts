import { constants } from 'node:fs';
import {
  copyFile,
  lstat,
  mkdir,
  open,
  readdir,
  readlink,
  rm,
  symlink,
  utimes,
  chmod,
} from 'node:fs/promises';
import { join } from 'node:path';
import { isSystemName } from '../path-rules.js';

/** Bytes read and written at a time when a reflink is not possible (another filesystem). */
export const COPY_CHUNK_BYTES = 8 * 2 ** 20;

/** What a copy reports to its task and asks it between chunks. */
export interface CopyControl {
  /** Waits while the task is paused; throws when it was cancelled. */
  checkpoint(): Promise<void>;
  /** Bytes just written. */
  progress(bytes: number): void;
}

/** Bytes of the files under an entry (the entry itself when a file) and how many entries. */
export async function treeSize(path: string): Promise<{ bytes: number; entries: number }> {
  const info = await lstat(path);
  if (!info.isDirectory()) return { bytes: info.isFile() ? info.size : 0, entries: 1 };
  let bytes = 0;
  let entries = 1;
  for (const name of await readdir(path)) {
    if (isSystemName(name)) continue;
    const inner = await treeSize(join(path, name));
    bytes += inner.bytes;
    entries += inner.entries;
  }
  return { bytes, entries };
}

async function copyBytes(src: string, dst: string, mode: number, control: CopyControl): Promise<void> {
  const input = await open(src, 'r');
  try {
    const output = await open(dst, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, mode);
    try {
      const buffer = Buffer.allocUnsafe(COPY_CHUNK_BYTES);
      for (;;) {
        await control.checkpoint();
        const { bytesRead } = await input.read(buffer, 0, buffer.length, null);
        if (bytesRead === 0) break;
        let written = 0;
        while (written < bytesRead) {
          const { bytesWritten } = await output.write(buffer, written, bytesRead - written);
          written += bytesWritten;
        }
        control.progress(bytesRead);
      }
      await output.sync();
    } finally {
      await output.close();
    }
  } finally {
    await input.close();
  }
}

/**
 * A file: a reflink where the filesystem shares extents (btrfs, within one pool: instant and no
 * new space), else a copy in chunks with a checkpoint between them so pause and cancel take effect.
 */
async function copyOneFile(src: string, dst: string, size: number, mode: number, control: CopyControl) {
  await control.checkpoint();
  try {
    await copyFile(src, dst, constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE_FORCE);
    control.progress(size);
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ENOENT' || code === 'ENOSPC') throw error;
    await rm(dst, { force: true });
  }
  await copyBytes(src, dst, mode, control);
}

/**
 * Copies an entry (file, folder tree or symlink) to `dst`, which must not exist; modes and
 * modification times are kept. The caller writes `dst` under a hidden temporary name and removes
 * it when this throws, so a partial copy is never visible under its real name.
 */
export async function copyTree(src: string, dst: string, control: CopyControl): Promise<void> {
  const info = await lstat(src);
  if (info.isSymbolicLink()) {
    await symlink(await readlink(src), dst);
    return;
  }
  if (info.isDirectory()) {
    await mkdir(dst, { mode: 0o700 });
    // Another task's copy in progress (`.coffer-part-…`) is not part of what is copied.
    for (const name of await readdir(src)) {
      if (!isSystemName(name)) await copyTree(join(src, name), join(dst, name), control);
    }
    await chmod(dst, info.mode & 0o7777);
    await utimes(dst, info.atime, info.mtime);
    return;
  }
  if (!info.isFile()) return; // sockets, fifos and devices are not copied
  await copyOneFile(src, dst, info.size, info.mode & 0o7777, control);
  await utimes(dst, info.atime, info.mtime);
}
