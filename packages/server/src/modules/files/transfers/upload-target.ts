import { stat, statfs } from 'node:fs/promises';
import { Code } from '@coffer/contract';
import { AppError } from '../../../http/app-error.js';
import type { FileCaller, PathResolver, ResolvedPath } from '../path-resolver.js';
import { checkNewName } from '../path-rules.js';
import { formatBytes } from './transfer-caller.js';

/**
 * A folder uploads may go into: written through the resolver, with the spec's upload codes where
 * uploading is not allowed: C116016 at the public folder's root (only group folders take files),
 * C116017 in a group folder the account may only read.
 */
export async function uploadFolder(
  resolver: PathResolver,
  caller: FileCaller,
  dir: string,
): Promise<ResolvedPath> {
  const resolved = await resolver.resolve(caller, dir);
  if (resolved.root === 'public') throw new AppError(Code.fileUploadNotHere, {}, null, 403);
  if (resolved.permission !== 1) throw new AppError(Code.fileUploadNoPermission, {}, null, 403);
  const found = await stat(resolved.real).catch(() => undefined);
  if (!found) throw new AppError(Code.fileNotFound, { path: resolved.virtual }, null, 404);
  if (!found.isDirectory()) throw new AppError(Code.fileNotDirectory, { path: resolved.virtual }, null, 409);
  return resolved;
}

/** Bytes free to the daemon on the filesystem holding `real`. */
export async function freeBytes(real: string): Promise<number> {
  const fs = await statfs(real);
  return fs.bavail * fs.bsize;
}

/** Refuses (C116024) when `need` bytes do not fit on the filesystem of the folder. */
export async function assertRoom(folder: ResolvedPath, need: number): Promise<number> {
  const free = await freeBytes(folder.real);
  if (need > free) {
    throw new AppError(Code.fileNoSpace, { need: formatBytes(need), free: formatBytes(free) }, null, 413);
  }
  return free;
}

/** Refuses (C124001) when `need` bytes would pass the caller's storage limit in their own folder. */
export async function assertQuota(
  resolver: PathResolver,
  caller: FileCaller,
  folder: ResolvedPath,
  need: number,
): Promise<void> {
  await resolver.limits?.assertRoom(caller.id, folder, need);
}

/** The segments below `dir` of one upload: the folders of `relativePath`, then the file's name. */
export function uploadSegments(filename: string | undefined, relativePath: string | undefined): string[] {
  if (relativePath) {
    const segments = relativePath.split('/').filter((segment) => segment.length > 0);
    if (segments.length === 0) throw new AppError(Code.fileNameInvalid, { reason: 'empty' }, null, 400);
    return segments.map(checkNameForUpload);
  }
  return [checkNameForUpload(filename ?? '')];
}

function checkNameForUpload(name: string): string {
  try {
    return checkNewName(name);
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.code, error.params, null, 400);
    throw error;
  }
}
