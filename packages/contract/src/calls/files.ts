import { z } from 'zod';
import { PERMISSIONS } from '../permissions.js';
import { TIMEOUTS } from '../constants.js';
import { MASTER_ONLY } from '../roles.js';
import { zFlag, zInt } from '../fields.js';
import { defineCall, rolesAccess } from './define.js';
import {
  FILE_LIST_LIMIT_MAX,
  FILE_SORT_FIELDS,
  RECYCLE_DAYS_MAX,
  zConflictAction,
  zDirTop,
  zFileConflict,
  zFileItem,
  zFileListAnswer,
  zFileName,
  zFilePool,
  zFileTask,
  zPublicDir,
  zPublicPermit,
  zRecycleBin,
  zRecycleItem,
  zSortOrder,
  zVirtualPath,
} from './files-types.js';

const FILES = rolesAccess(PERMISSIONS.files);
const zPaths = z.array(zVirtualPath).min(1).max(10_000);

/** FILE-04: the caller's roots: own folder, public folder, group folders, external disks. */
export const fileDirTop = defineCall({
  method: 'POST',
  path: '/v2/tob/file/dir/top',
  payload: z.object({}),
  response: zDirTop,
  access: FILES,
  appService: 'fileManage',
});

/** Space of the pool holding a path (or of the default pool), for the upload pre-check. */
export const fileDirCapacity = defineCall({
  method: 'POST',
  path: '/v2/tob/file/dir/capacity',
  payload: z.object({ path: zVirtualPath.optional() }),
  response: z.object({ total: z.number(), free: z.number(), used: z.number() }),
  access: FILES,
  appService: 'fileManage',
});

/** FILE-01: one page of a folder, from readdir and stat only. */
export const fileList = defineCall({
  method: 'POST',
  path: '/v2/file/list',
  bodyType: 'json',
  payload: z.object({
    path: zVirtualPath,
    show_hidden: zFlag.default(false),
    sortby: z.enum(FILE_SORT_FIELDS).default('name'),
    order: zSortOrder.default('asc'),
    offset: zInt.pipe(z.number().int().min(0)).default(0),
    limit: zInt.pipe(z.number().int().min(1).max(FILE_LIST_LIMIT_MAX)).default(100),
    /** Keeps names containing this text (case-insensitive). */
    filter: z.string().max(1024).default(''),
  }),
  response: zFileListAnswer,
  timeoutMs: TIMEOUTS.fileList,
  access: FILES,
  appService: 'fileManage',
});

/** One entry's details (the properties dialog, the viewers). */
export const fileStat = defineCall({
  method: 'POST',
  path: '/v2/file/stat',
  bodyType: 'json',
  payload: z.object({ path: zVirtualPath }),
  response: zFileItem.extend({ permission: z.union([z.literal(1), z.literal(2)]) }),
  access: FILES,
  appService: 'fileManage',
});

export const fileMkdir = defineCall({
  method: 'POST',
  path: '/v2/file/mkdir',
  bodyType: 'json',
  payload: z.object({ path: zVirtualPath, name: zFileName }),
  response: zFileItem,
  access: FILES,
  appService: 'fileManage',
});

export const fileRename = defineCall({
  method: 'POST',
  path: '/v2/file/rename',
  bodyType: 'json',
  payload: z.object({ path: zVirtualPath, name: zFileName }),
  response: zFileItem,
  access: FILES,
  appService: 'fileManage',
});

/** Which of the sources would meet a taken name in `dest` (asked before a move or copy). */
export const fileConflicts = defineCall({
  method: 'POST',
  path: '/v2/file/conflicts',
  bodyType: 'json',
  payload: z.object({ paths: zPaths, dest: zVirtualPath }),
  response: z.object({ conflicts: z.array(zFileConflict) }),
  access: FILES,
  appService: 'fileManage',
});

/**
 * Moves or copies entries into `dest` as a task. `renameConf.action` applies to every conflict; a
 * per-source choice in `renameConf.items` wins over it (UPL-06).
 */
export const fileTransfer = defineCall({
  method: 'POST',
  path: '/v2/file/transfer',
  bodyType: 'json',
  payload: z.object({
    paths: zPaths,
    dest: zVirtualPath,
    mode: z.enum(['move', 'copy']),
    renameConf: z
      .object({
        action: zConflictAction.default('keep'),
        items: z.record(zVirtualPath, zConflictAction).default({}),
      })
      .default({ action: 'keep', items: {} }),
  }),
  response: zFileTask,
  access: FILES,
  appService: 'fileManage',
});

/** Moves entries to their recycle bin, as a task. */
export const fileDelete = defineCall({
  method: 'POST',
  path: '/v2/file/delete',
  bodyType: 'json',
  payload: z.object({ paths: zPaths }),
  response: zFileTask,
  access: FILES,
  appService: 'fileManage',
});

/** The caller's file tasks, newest first (running and those ended in the last day). */
export const fileTaskList = defineCall({
  method: 'POST',
  path: '/v2/file/task/list',
  bodyType: 'json',
  payload: z.object({}),
  response: z.object({ tasks: z.array(zFileTask) }),
  access: FILES,
  appService: 'fileManage',
  allowedWhileLocked: true,
});

export const fileTaskControl = defineCall({
  method: 'POST',
  path: '/v2/file/task/control',
  bodyType: 'json',
  payload: z.object({
    id: z.string().min(1).max(64),
    action: z.enum(['pause', 'resume', 'cancel', 'retry', 'remove']),
  }),
  response: zFileTask.nullable(),
  access: FILES,
  appService: 'fileManage',
});

/** The recycle bins the caller may open. */
export const recycleTop = defineCall({
  method: 'POST',
  path: '/v2/tob/file/recycle/top',
  payload: z.object({}),
  response: z.object({ bins: z.array(zRecycleBin), days: z.number().int() }),
  access: FILES,
  appService: 'recycle',
});

export const recycleList = defineCall({
  method: 'POST',
  path: '/v2/file/recycle/list',
  bodyType: 'json',
  payload: z.object({
    bin: z.string().min(1).max(64),
    offset: zInt.pipe(z.number().int().min(0)).default(0),
    limit: zInt.pipe(z.number().int().min(1).max(FILE_LIST_LIMIT_MAX)).default(100),
  }),
  response: z.object({ total: z.number().int(), items: z.array(zRecycleItem) }),
  access: FILES,
  appService: 'recycle',
});

/** Puts entries back where they were deleted from, as a task (conflicts as in a move). */
export const recycleRestore = defineCall({
  method: 'POST',
  path: '/v2/file/recycle/restore',
  bodyType: 'json',
  payload: z.object({
    bin: z.string().min(1).max(64),
    ids: z.array(z.string().min(1).max(64)).min(1).max(10_000),
    action: zConflictAction.default('keep'),
  }),
  response: zFileTask,
  access: FILES,
  appService: 'recycle',
});

/** Deletes entries of a bin for ever. */
export const recycleDelete = defineCall({
  method: 'POST',
  path: '/v2/file/recycle/delete',
  bodyType: 'json',
  payload: z.object({
    bin: z.string().min(1).max(64),
    ids: z.array(z.string().min(1).max(64)).min(1).max(10_000),
  }),
  response: z.object({ deleted: z.number().int() }),
  access: FILES,
  appService: 'recycle',
});

export const recycleEmpty = defineCall({
  method: 'POST',
  path: '/v2/file/recycle/empty',
  bodyType: 'json',
  payload: z.object({ bin: z.string().min(1).max(64) }),
  response: z.object({ deleted: z.number().int() }),
  access: FILES,
  appService: 'recycle',
});

/** How many days entries stay in every recycle bin before the clean-up removes them. */
export const recycleConfigSet = defineCall({
  method: 'POST',
  path: '/v2/file/recycle/config/set',
  bodyType: 'json',
  payload: z.object({ days: zInt.pipe(z.number().int().min(1).max(RECYCLE_DAYS_MAX)) }),
  response: z.object({ days: z.number().int() }),
  access: rolesAccess(PERMISSIONS.settings),
  appService: 'recycle',
});

/** The pool files live on (the first healthy pool unless one was chosen) and the choices. */
export const filePoolGet = defineCall({
  method: 'POST',
  path: '/v2/file/pool/get',
  payload: z.object({}),
  response: z.object({ pool: zFilePool.nullable(), chosen: z.boolean(), choices: z.array(zFilePool) }),
  access: rolesAccess(PERMISSIONS.settings),
});

export const filePoolSet = defineCall({
  method: 'POST',
  path: '/v2/file/pool/set',
  payload: z.object({ id: z.string().min(1).max(64) }),
  response: z.object({ pool: zFilePool }),
  access: rolesAccess(MASTER_ONLY),
});

/** Creates a group folder in the public folder. */
export const publicNewDir = defineCall({
  method: 'POST',
  path: '/v2/tob/public/new_dir',
  bodyType: 'json',
  payload: z.object({ name: zFileName }),
  response: zPublicDir,
  access: rolesAccess(PERMISSIONS.accounts),
});

/** Every group folder with its permits. */
export const publicDirInfo = defineCall({
  method: 'POST',
  path: '/v2/tob/public/dir_info',
  payload: z.object({}),
  response: z.object({ dirs: z.array(zPublicDir) }),
  timeoutMs: TIMEOUTS.publicDirInfo,
  access: rolesAccess(PERMISSIONS.accounts),
});

/** Replaces the permits of one group folder. */
export const publicSaveDirsPermit = defineCall({
  method: 'POST',
  path: '/v2/tob/public/save_dirs_permit',
  bodyType: 'json',
  payload: z.object({ fid: zInt, permits: z.array(zPublicPermit).max(10_000) }),
  response: zPublicDir,
  access: rolesAccess(PERMISSIONS.accounts),
});

/** One user's permission on every group folder (groups counted). */
export const publicGetUserPermit = defineCall({
  method: 'POST',
  path: '/v2/tob/public/get_user_permit',
  bodyType: 'json',
  payload: z.object({ uid: zInt }),
  response: z.object({
    permits: z.array(z.object({ fid: z.number().int(), name: z.string(), permission: z.number().int() })),
  }),
  access: rolesAccess(PERMISSIONS.accounts),
});
