import { lstat, mkdir, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { CALLS, Code, type FileItem } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error.js';
import { registerPrivateCall } from '../../../http/register-call.js';
import { callerOf } from '../file-caller.js';
import { fsError } from '../fs-errors.js';
import { toFileItem } from '../list/file-item.js';
import { listFolder, statEntry } from '../list/folder-listing.js';
import { FolderLocks } from '../list/folder-lock.js';
import { listPublic } from '../list/public-listing.js';
import type { SortedNamesCache } from '../list/sorted-names-cache.js';
import type { StatWorkers } from '../list/stat-workers.js';
import { checkNewName, joinVirtual } from '../path-rules.js';
import type { PathResolver, ResolvedPath } from '../path-resolver.js';
import type { FileActs } from '../file-acts.js';
import type { PublicDirsStore } from '../public-dirs-store.js';
import type { ShareMarks } from '../share-marks.js';

export interface ListRoutesDeps {
  resolver: PathResolver;
  publicDirs: PublicDirsStore;
  listCache: SortedNamesCache;
  statWorkers: StatWorkers;
  shareMarks: ShareMarks;
  /** Told of each folder made and entry renamed (the recent files). */
  acts?: FileActs;
}

/**
 * Roots and the group folders in `/public` are what the page must not move or delete (C116026);
 * nothing inside a user's own folder is (docs/decisions.md "Listing (issue 15)").
 */
function isSysEntry(resolved: ResolvedPath): boolean {
  return resolved.isRoot;
}

async function itemOf(resolved: ResolvedPath, shareMarks: ShareMarks): Promise<FileItem> {
  const stats = await statEntry(resolved.real, resolved.rootReal);
  if (!stats) throw new AppError(Code.fileNotFound, { path: resolved.virtual });
  const name = resolved.isRoot && resolved.root === 'home' ? 'home' : basename(resolved.virtual);
  return toFileItem({
    name,
    path: resolved.virtual,
    stats,
    isSys: isSysEntry(resolved),
    shared: shareMarks.isShared(resolved.real),
  });
}

/** FILE-01 listing, stat, new folder and rename: every path through the one resolver. */
export function listRoutes(app: FastifyInstance, deps: ListRoutesDeps): void {
  const { resolver, publicDirs, listCache, statWorkers, shareMarks } = deps;
  const locks = new FolderLocks();

  registerPrivateCall(app, CALLS.fileList, async ({ payload, auth }) => {
    const caller = callerOf(auth);
    const folder = await resolver.resolve(caller, payload.path);
    const options = {
      showHidden: payload.show_hidden,
      sortby: payload.sortby,
      order: payload.order,
      offset: payload.offset,
      limit: payload.limit,
      filter: payload.filter,
    };
    const base = { path: folder.virtual, permission: folder.permission, root: folder.root };
    if (folder.root === 'public') {
      const page = await listPublic(caller, folder.rootReal, publicDirs, shareMarks.isShared, options);
      return { ...base, ...page };
    }
    const page = await listFolder(folder.real, folder.rootReal, options, listCache, statWorkers).catch(
      (error) => {
        throw fsError(error, folder.virtual);
      },
    );
    const items = page.entries.map((entry) =>
      toFileItem({
        name: entry.name,
        path: joinVirtual(folder.virtual, entry.name),
        stats: entry.stats,
        isSys: false,
        shared: shareMarks.isShared(entry.real),
      }),
    );
    return { ...base, total: page.total, items };
  });

  registerPrivateCall(app, CALLS.fileStat, async ({ payload, auth }) => {
    const resolved = await resolver.resolve(callerOf(auth), payload.path);
    return { ...(await itemOf(resolved, shareMarks)), permission: resolved.permission };
  });

  registerPrivateCall(app, CALLS.fileMkdir, async ({ payload, auth }) => {
    const name = checkNewName(payload.name);
    const parent = await resolver.resolveWritable(callerOf(auth), payload.path);
    const target = await resolver.resolve(callerOf(auth), joinVirtual(parent.virtual, name), 'self');
    // mkdir refuses a taken name itself (EEXIST): no check-then-act here.
    await mkdir(join(parent.real, name)).catch((error) => {
      throw fsError(error, parent.virtual, name);
    });
    deps.acts?.record(auth.user.id, target.virtual, 'create');
    return itemOf(target, shareMarks);
  });

  registerPrivateCall(app, CALLS.fileRename, async ({ payload, auth }) => {
    const caller = callerOf(auth);
    const name = checkNewName(payload.name);
    const source = await resolver.resolve(caller, payload.path, 'self');
    if (source.isRoot) throw new AppError(Code.fileTopLevel);
    if (source.permission !== 1) throw new AppError(Code.fileReadOnly);
    const parentVirtual = dirname(source.virtual);
    const target = await resolver.resolve(caller, joinVirtual(parentVirtual, name), 'self');
    const folder = dirname(source.real);
    await locks.run(folder, async () => {
      const before = await lstat(source.real).catch((error) => {
        throw fsError(error, source.virtual);
      });
      if (basename(source.real) === name) return;
      const taken = await lstat(target.real).catch(() => undefined);
      // A case-only rename on a case-insensitive disk finds the entry itself: allowed.
      if (taken && !(taken.ino === before.ino && taken.dev === before.dev)) {
        throw new AppError(Code.fileNameTaken, { name });
      }
      await rename(source.real, target.real).catch((error) => {
        throw fsError(error, source.virtual, name);
      });
    });
    deps.acts?.record(caller.id, target.virtual, 'rename');
    return itemOf(await resolver.resolve(caller, target.virtual, 'self'), shareMarks);
  });
}
