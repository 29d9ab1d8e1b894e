import { z } from 'zod';

/**
 * Virtual paths: what the page and every file door name a file by. The daemon's path resolver maps
 * them to real paths inside the caller's roots and refuses anything else (docs/decisions.md "Where
 * files live"). Roots:
 * - `/home`: the caller's own folder on the default pool;
 * - `/public`: the public folder; its first level holds only group folders (`/public/<name>`);
 * - `/external/<uuid>`: a mounted external disk (administrators only).
 */
export const FILE_ROOTS = { home: '/home', public: '/public', external: '/external' } as const;

/** Longest virtual path accepted (Linux PATH_MAX), and longest name (bytes of UTF-8, NAME_MAX). */
export const FILE_PATH_MAX_BYTES = 4096;
export const FILE_NAME_MAX_BYTES = 255;

/** A virtual path as sent: the resolver does the real checks and answers a clear code. */
export const zVirtualPath = z
  .string()
  .min(1)
  .max(FILE_PATH_MAX_BYTES * 4);
/** One file or folder name, never a path (checked again by the daemon). */
export const zFileName = z
  .string()
  .min(1)
  .max(FILE_NAME_MAX_BYTES * 4);

/** FILE-04: permission on a location; 1 = read-write, 2 = read only. */
export const FILE_PERMISSION = { readWrite: 1, readOnly: 2 } as const;
export const zFilePermission = z.union([z.literal(1), z.literal(2)]);
export type FilePermission = z.infer<typeof zFilePermission>;

export const FILE_SORT_FIELDS = ['name', 'mtime', 'size', 'type'] as const;
export type FileSortField = (typeof FILE_SORT_FIELDS)[number];
export const zSortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof zSortOrder>;

/** The most rows one list call returns. */
export const FILE_LIST_LIMIT_MAX = 1000;

/** FILE-02 / FILE-03: one entry of a listing, already normalised (booleans and integers). */
export const zFileItem = z.object({
  name: z.string(),
  /** Its virtual path. */
  path: z.string(),
  is_dir: z.boolean(),
  /** A system entry the page shows but does not let people move or delete. */
  is_sys: z.boolean(),
  /** Shared by a link now. */
  nshare: z.boolean(),
  /** FILE-03 type code (0 for folders). */
  ftype: z.number().int(),
  /** Bytes (0 for folders). */
  size: z.number(),
  /** Modification time, epoch seconds. */
  mtime: z.number().int(),
  /** Not counted (the listing reads no folder's content): 0. Kept for FILE-02's shape. */
  fnum: z.number().int(),
  dirnum: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  ori: z.number().int(),
});
export type FileItem = z.infer<typeof zFileItem>;

/** Which kind of root a location belongs to. */
export const zRootKind = z.enum(['home', 'public', 'group', 'external']);
export type RootKind = z.infer<typeof zRootKind>;

/** The pool files live on and whether it can be used now. */
export const zFilePool = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['ok', 'degraded', 'damage', 'cdamage', 'suspended']),
  /** Files can be read and written: mounted and, when encrypted, unlocked. */
  usable: z.boolean(),
  /** Why not usable: a code of the catalogue (locked, suspended, not mounted). */
  reason: z.string().optional(),
});
export type FilePool = z.infer<typeof zFilePool>;

/** FILE-04: one directory of the dir array. */
export const zTopDir = z.object({
  name: z.string(),
  filepath: z.string(),
  /** What it is: `group` (a group folder), `external` (an external disk). */
  label: z.enum(['group', 'external']),
  /** The caller's permission there; 0 = none (listed for administrators only). */
  permission: z.union([z.literal(0), zFilePermission]),
  /** Group folders: their id (the key of `permissions`). */
  fid: z.number().int().optional(),
});
export type TopDir = z.infer<typeof zTopDir>;

export const zDirTop = z.object({
  /** null until there is a pool to hold files (no pool yet). */
  pool: zFilePool.nullable(),
  my: z.object({ path: z.string() }),
  public: z.object({ path: z.string(), publicSwitch: z.union([z.literal(0), z.literal(1)]) }),
  dirs: z.array(zTopDir),
  /** Group folder permissions of the caller keyed by fid (FILE-04). */
  permissions: z.record(z.string(), z.union([z.literal(0), zFilePermission])),
});
export type DirTop = z.infer<typeof zDirTop>;

export const zFileListAnswer = z.object({
  path: z.string(),
  total: z.number().int(),
  items: z.array(zFileItem),
  /** The caller's permission in this folder. */
  permission: zFilePermission,
  root: zRootKind,
});
export type FileListAnswer = z.infer<typeof zFileListAnswer>;

/** UPL-06: what to do when a name is taken at the destination. */
export const CONFLICT_ACTIONS = ['keep', 'overwrite', 'skip'] as const;
export const zConflictAction = z.enum(CONFLICT_ACTIONS);
export type ConflictAction = z.infer<typeof zConflictAction>;

export const zFileConflict = z.object({
  /** The source's virtual path. */
  path: z.string(),
  name: z.string(),
  is_dir: z.boolean(),
  /** The entry already at the destination. */
  existing: z.object({ is_dir: z.boolean(), size: z.number(), mtime: z.number().int() }),
});
export type FileConflict = z.infer<typeof zFileConflict>;

export const FILE_TASK_KINDS = ['move', 'copy', 'delete', 'restore'] as const;
export const FILE_TASK_STATES = ['queued', 'running', 'paused', 'done', 'failed', 'cancelled'] as const;
export type FileTaskState = (typeof FILE_TASK_STATES)[number];

export const zFileTaskError = z.object({ path: z.string(), code: z.string(), message: z.string() });

/** A file operation that may take long: the task center shows it, `file_opt_async` ends it. */
export const zFileTask = z.object({
  id: z.string(),
  kind: z.enum(FILE_TASK_KINDS),
  state: z.enum(FILE_TASK_STATES),
  /** Sources (virtual paths) and the destination folder ('' for delete). */
  paths: z.array(z.string()),
  dest: z.string(),
  totalBytes: z.number(),
  doneBytes: z.number(),
  totalNum: z.number().int(),
  successNum: z.number().int(),
  /** Entries skipped on a conflict. */
  skippedNum: z.number().int(),
  /** The entry being worked on now. */
  current: z.string(),
  /** One row per item that did not finish (its path, catalogue code and message); `failed` when any. */
  errorList: z.array(zFileTaskError),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});
export type FileTask = z.infer<typeof zFileTask>;

/** The data of a `file_opt_async` push: the task as it ended. */
export type FileOptAsyncData = FileTask;

/** A recycle bin the caller can open: their own, and one per group folder they may write. */
export const zRecycleBin = z.object({
  /** `home`, or `group:<fid>`. */
  id: z.string(),
  name: z.string(),
  count: z.number().int(),
  size: z.number(),
});
export type RecycleBin = z.infer<typeof zRecycleBin>;

export const zRecycleItem = z.object({
  id: z.string(),
  name: z.string(),
  /** Where it was deleted from (virtual path of the entry itself). */
  originalPath: z.string(),
  is_dir: z.boolean(),
  size: z.number(),
  ftype: z.number().int(),
  /** Epoch seconds. */
  deletedAt: z.number().int(),
  deletedBy: z.string(),
});
export type RecycleItem = z.infer<typeof zRecycleItem>;

/** Days a deleted entry stays in a recycle bin before it is removed for ever (T5.2: 7). */
export const RECYCLE_DAYS_DEFAULT = 7;
export const RECYCLE_DAYS_MAX = 365;

/** A group folder of the public folder and who may use it. */
export const zPublicPermit = z.object({
  type: z.enum(['user', 'group']),
  id: z.number().int(),
  /** 0 none, 1 read-write, 2 read only. */
  permission: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export type PublicPermit = z.infer<typeof zPublicPermit>;

export const zPublicDir = z.object({
  fid: z.number().int(),
  name: z.string(),
  path: z.string(),
  permits: z.array(zPublicPermit.extend({ name: z.string() })),
});
export type PublicDir = z.infer<typeof zPublicDir>;
