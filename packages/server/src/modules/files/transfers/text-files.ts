import { randomBytes } from 'node:crypto';
import { open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Code, TEXT_MAX_BYTES, type TextFile } from '@coffer/contract';
import { fsError } from '../fs-errors.js';
import { AppError } from '../../../http/app-error.js';
import { formatBytes } from './transfer-caller.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The text editor's read: UTF-8 text without NUL bytes, at most TEXT_MAX_BYTES. */
export async function readText(real: string, virtual: string): Promise<TextFile> {
  const info = await stat(real).catch(() => undefined);
  if (!info) throw new AppError(Code.fileNotFound, { path: virtual });
  if (info.isDirectory()) throw new AppError(Code.fileIsDirectory, { path: virtual });
  if (info.size > TEXT_MAX_BYTES) throw new AppError(Code.textTooLarge, { max: formatBytes(TEXT_MAX_BYTES) });
  const handle = await open(real, 'r');
  let bytes: Buffer;
  try {
    bytes = await handle.readFile();
  } finally {
    await handle.close();
  }
  if (bytes.length > TEXT_MAX_BYTES)
    throw new AppError(Code.textTooLarge, { max: formatBytes(TEXT_MAX_BYTES) });
  if (bytes.includes(0)) throw new AppError(Code.textNotText, { path: virtual });
  let content: string;
  try {
    content = utf8.decode(bytes);
  } catch {
    throw new AppError(Code.textNotText, { path: virtual });
  }
  return { content, mtime: info.mtimeMs, size: info.size, encoding: 'utf-8', truncated: false };
}

/**
 * Saves text over a file the editor read at `mtime`: refused (C117009) when the file changed since,
 * else written to a temporary file beside it, synced, and renamed over it (its mode kept), so a
 * reader sees the old text or the new, never half.
 */
export async function saveText(real: string, virtual: string, content: string, mtime: number) {
  const info = await stat(real).catch(() => undefined);
  if (!info) throw new AppError(Code.fileNotFound, { path: virtual });
  if (info.isDirectory()) throw new AppError(Code.fileIsDirectory, { path: virtual });
  if (info.mtimeMs !== mtime) throw new AppError(Code.textChanged, { path: virtual });
  const temp = join(dirname(real), `.${basename(real)}.coffer-save-${randomBytes(6).toString('hex')}`);
  try {
    const handle = await open(temp, 'wx', info.mode & 0o7777);
    try {
      await handle.writeFile(content, 'utf8');
      await handle.chown(info.uid, info.gid).catch(() => undefined);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, real);
  } catch (error) {
    await rm(temp, { force: true });
    // A full disk or a reached storage limit (EDQUOT) answers its code, never a 500.
    throw fsError(error, virtual);
  }
  const saved = await stat(real);
  return { mtime: saved.mtimeMs, size: saved.size };
}
