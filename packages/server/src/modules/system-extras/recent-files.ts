import { lstat } from 'node:fs/promises';
import { posix } from 'node:path';
import type { RecentFile } from '@coffer/contract';
import type { FileCaller, PathResolver } from '../files/path-resolver.js';
import type { RecentFilesStore } from './recent-files-store.js';

/**
 * The caller's recently changed files, newest first, at most `limit`: each recorded path is
 * resolved again through the path resolver as the caller now (a revoked group folder, a pool gone
 * or locked drops it) and must still exist. Only virtual paths leave here.
 */
export async function recentFilesOf(
  store: RecentFilesStore,
  resolver: PathResolver,
  caller: FileCaller,
  limit: number,
): Promise<RecentFile[]> {
  const items: RecentFile[] = [];
  for (const row of store.of(caller.id)) {
    if (items.length >= limit) break;
    const resolved = await resolver.resolve(caller, row.path, 'self').catch(() => undefined);
    if (!resolved || resolved.isRoot) continue;
    const stats = await lstat(resolved.real).catch(() => undefined);
    if (!stats) continue;
    items.push({
      path: resolved.virtual,
      name: posix.basename(resolved.virtual),
      act: row.act,
      at: row.at,
      is_dir: stats.isDirectory(),
      size: stats.isDirectory() ? 0 : stats.size,
    });
  }
  return items;
}
