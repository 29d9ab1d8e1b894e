import type { Stats } from 'node:fs';
import { fileTypeCode, type FileItem } from '@coffer/contract';

export interface ItemFacts {
  name: string;
  /** Its virtual path. */
  path: string;
  /** Stats through a symlink (what the entry shows as); undefined for a dangling link. */
  stats: Pick<Stats, 'isDirectory' | 'size' | 'mtimeMs'> | undefined;
  isSys: boolean;
  shared: boolean;
}

/** FILE-02 / FILE-03: one entry, normalised; counts and image facts are not read (0). */
export function toFileItem({ name, path, stats, isSys, shared }: ItemFacts): FileItem {
  const isDir = stats?.isDirectory() ?? false;
  return {
    name,
    path,
    is_dir: isDir,
    is_sys: isSys,
    nshare: shared,
    ftype: isDir ? 0 : fileTypeCode(name),
    size: isDir || !stats ? 0 : stats.size,
    mtime: stats ? Math.floor(stats.mtimeMs / 1000) : 0,
    fnum: 0,
    dirnum: 0,
    width: 0,
    height: 0,
    ori: 0,
  };
}
