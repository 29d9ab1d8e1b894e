import { Code, FILE_PERMISSION, FILE_ROOTS } from '@coffer/contract';
import { isInside, parentOf, rootOf } from '../../shell/files/file-paths';

/** Where something was dropped: a folder row, a sidebar entry, or anything else. */
export type DropTarget =
  | { kind: 'folder'; path: string; permission: number }
  /** The public folder itself, whose first level holds only group folders. */
  | { kind: 'public' }
  /** A group folder in the sidebar; permission null while dir/top is still being fetched. */
  | { kind: 'group'; path: string; permission: number | null }
  | { kind: 'home'; path: string }
  | { kind: 'external'; path: string }
  | { kind: 'other' };

export interface DragSource {
  path: string;
  is_sys: boolean;
  /** Shared with the caller by someone else (never movable, FILE-05). */
  othersShare?: boolean;
}

export type DropVerdict =
  | { ok: true; dest: string; mode: 'move' | 'copy' }
  /** `fetching`: group permissions are not known yet (FILE-06). */
  | { ok: false; reason: string | 'fetching' };

/**
 * FILE-05..08, checked on the page before anything is sent (the daemon checks again). A drop is a
 * move within one root and a copy across roots (docs/decisions.md "The file manager").
 */
export function dropVerdict(sources: readonly DragSource[], target: DropTarget): DropVerdict {
  if (sources.length === 0 || target.kind === 'other') return refuse(Code.fileDropNotSupported);
  if (target.kind === 'public') return refuse(Code.fileEnterGroupFirst);
  if (target.kind === 'group' && target.permission === null) return { ok: false, reason: 'fetching' };
  const dest = target.path;
  if (dest === FILE_ROOTS.external) return refuse(Code.fileDropNotSupported);
  const permission =
    target.kind === 'folder' || target.kind === 'group' ? target.permission : FILE_PERMISSION.readWrite;
  if (permission !== FILE_PERMISSION.readWrite) return refuse(Code.fileReadOnly);
  if (sources.some((source) => source.othersShare)) return refuse(Code.fileOthersShared);
  if (sources.some((source) => parentOf(source.path) === dest)) return refuse(Code.fileSameLevel);
  if (sources.some((source) => isInside(dest, source.path))) return refuse(Code.fileIntoItself);
  const mode = sources.every((source) => rootOf(source.path) === rootOf(dest)) ? 'move' : 'copy';
  if (mode === 'move' && sources.some((source) => source.is_sys)) return refuse(Code.fileDropNotSupported);
  return { ok: true, dest, mode };
}

function refuse(code: string): DropVerdict {
  return { ok: false, reason: code };
}
