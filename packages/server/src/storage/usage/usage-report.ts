import type { FileTypeCode } from '@coffer/contract';

/** Bytes of a set of files: apparent (the files' sizes) and allocated (blocks × 512). */
export interface UsageBytes {
  bytes: number;
  allocated: number;
  files: number;
}

export interface TypeUsage extends UsageBytes {
  type: FileTypeCode;
}

export interface LargeFile {
  /** Path inside the pool, from its top, with `/` separators. */
  path: string;
  bytes: number;
  allocated: number;
}

/** One top-level folder of a pool; `name` is `/` for the files lying at the pool's top. */
export interface FolderUsage extends UsageBytes {
  name: string;
  folders: number;
  types: TypeUsage[];
  largest: LargeFile[];
}

/** What a scan found: totals, every top folder and every file type. */
export interface UsageReport extends UsageBytes {
  folders: number;
  topFolders: FolderUsage[];
  types: TypeUsage[];
  /** Entries that could not be read (permissions, vanished while walking). */
  skipped: number;
}

/** The files lying at the pool's top, reported as one folder of this name. */
export const POOL_TOP = '/';
/** Largest files kept per top folder. */
export const LARGEST_KEPT = 20;
