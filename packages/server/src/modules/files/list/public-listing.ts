import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileItem } from '@coffer/contract';
import type { FileCaller } from '../path-resolver.js';
import type { PublicDirsStore } from '../public-dirs-store.js';
import { toFileItem } from './file-item.js';
import type { ListOptions } from './folder-listing.js';
import { compareNatural } from './name-order.js';

/**
 * `/public` itself: the group folders the caller may use (none without a permit), whatever else
 * lies in the folder on disk. They are roots, so `is_sys`: the page does not move or delete them.
 */
export async function listPublic(
  caller: FileCaller,
  publicReal: string,
  store: PublicDirsStore,
  isShared: (realPath: string) => boolean,
  options: ListOptions,
): Promise<{ total: number; items: FileItem[] }> {
  const filter = options.filter.toLowerCase();
  const dirs = store
    .all()
    .filter((dir) => store.permissionOf({ id: caller.id, mainRole: caller.mainRole }, dir.fid) !== 0)
    .filter((dir) => dir.name.toLowerCase().includes(filter))
    .filter((dir) => options.showHidden || !dir.name.startsWith('.'));
  const items = await Promise.all(
    dirs.map(async (dir) => {
      const real = join(publicReal, dir.name);
      const stats = await lstat(real).catch(() => undefined);
      const item = toFileItem({
        name: dir.name,
        path: `/public/${dir.name}`,
        stats: stats ?? { isDirectory: () => true, size: 0, mtimeMs: dir.created_at },
        isSys: true,
        shared: isShared(real),
      });
      return item;
    }),
  );
  const sign = options.order === 'asc' ? 1 : -1;
  // Group folders have no size or type of their own: those sorts keep name order.
  items.sort((a, b) => {
    const byValue = options.sortby === 'mtime' ? a.mtime - b.mtime : 0;
    return sign * (byValue !== 0 ? byValue : compareNatural(a.name, b.name));
  });
  return {
    total: items.length,
    items: items.slice(options.offset, options.offset + options.limit),
  };
}
