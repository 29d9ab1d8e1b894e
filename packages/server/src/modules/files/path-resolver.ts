import { lstat, realpath } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { Code, FILE_ROOTS, Role, type FilePermission, type MainRole, type RootKind } from '@coffer/contract';
import { AppError } from '../../http/app-error.js';
import { LAYOUT, makeSubvolume, type FilePools } from './file-pool.js';
import { normaliseVirtual, splitVirtualPath } from './path-rules.js';
import type { PublicDirsStore } from './public-dirs-store.js';

/** Who asks: every file door resolves paths for a signed-in user (or a share link's owner). */
export interface FileCaller {
  id: number;
  username: string;
  mainRole: MainRole;
}

/** A mounted external disk, as a root for administrators. */
export interface ExternalRoot {
  uuid: string;
  name: string;
  mountPoint: string;
}

export interface ResolverDeps {
  pools: FilePools;
  publicDirs: PublicDirsStore;
  externalRoots: () => Promise<ExternalRoot[]>;
}

/**
 * Storage limits per user (modules/quota, issue 16 §4): told when a caller's own folder is used, so
 * it holds the account's limit, and asked before bytes are brought into it.
 */
export interface HomeLimits {
  homeReady(userId: number, home: string): Promise<void>;
  /** Refuses when `bytes` more would pass the caller's limit in `folder` (their own folder only). */
  assertRoom(userId: number, folder: ResolvedPath, bytes: number): Promise<void>;
  /** The caller's usage and limit in `folder` when it is their own folder under a limit; else null. */
  usageOf(userId: number, folder: ResolvedPath): Promise<{ used: number; limit: number } | null>;
}

/** A virtual path mapped to the real one, inside one of the caller's roots. */
export interface ResolvedPath {
  /** The virtual path, normalised. */
  virtual: string;
  /** The real path: the root's real path joined with the rest (its parent checked to be inside). */
  real: string;
  root: RootKind;
  /** The root's virtual path: `/home`, `/public`, `/public/<group>`, `/external/<uuid>`. */
  rootVirtual: string;
  /** The root folder's real path (symlinks resolved). */
  rootReal: string;
  /** The path is its root itself (`/home`, a group folder, `/public`, an external disk). */
  isRoot: boolean;
  permission: FilePermission;
  /** The pool holding it; null on an external disk. */
  poolId: string | null;
  /** Where the pool's files layout is (homes/, public/, .coffer/); null on an external disk. */
  poolRoot: string | null;
  /** The group folder's id, inside a group folder. */
  fid?: number;
  /** Its recycle bin: `home`, `group:<fid>`, or null where deletes are for ever (external disks). */
  recycleBin: string | null;
}

/**
 * How the last segment is taken: `follow` reads through a symlink (listing, reading, writing into
 * it), so a link leading out of the roots is refused; `self` names the entry itself (rename, move,
 * delete a link), so only the folder holding it must be inside.
 */
export type LastSegment = 'follow' | 'self';

function isInside(path: string, root: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}

function isAdmin(caller: FileCaller): boolean {
  return caller.mainRole === Role.master || caller.mainRole === Role.devOps;
}

/** The real path of the deepest part of `path` that exists (symlinks resolved), or undefined. */
async function realExistingPart(path: string, stop: string): Promise<string | undefined> {
  let current = path;
  for (;;) {
    try {
      return await realpath(current);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A symlink loop leads nowhere: refused like any other path that cannot name a file.
      if (code === 'ELOOP') throw new AppError(Code.filePathInvalid, { reason: 'symlink loop' });
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
      if (current === stop || current === dirname(current)) return undefined;
      current = dirname(current);
    }
  }
}

/** A user's folder or a group folder, made (as a subvolume where it can be) the first time it is used. */
async function ensureFolder(path: string): Promise<void> {
  const found = await lstat(path).catch(() => undefined);
  if (found?.isDirectory()) return;
  if (found) throw new AppError(Code.fileNotDirectory, { path });
  await makeSubvolume(path);
}

/**
 * The one path resolver (ARCHITECTURE "Files, permissions and file services"): every file door
 * (file manager, downloads, uploads, share links, search, file services) maps a virtual path here
 * and gets a real path inside one of the caller's roots, or a clear code. It refuses traversal,
 * control characters and over-long names (path-rules.ts), roots the caller may not use (another
 * user's folder is not even addressable: `/home` is always the caller's own), group folders without
 * a permit, and symlinks whose target lies outside the root. Checks happen per call; a symlink
 * swapped in after the check is a race only the file services could make, and they resolve again.
 */
export class PathResolver {
  /** Set by the storage limits module once it is up. */
  limits: HomeLimits | undefined;

  constructor(private readonly deps: ResolverDeps) {}

  async resolve(
    caller: FileCaller,
    virtualPath: string,
    last: LastSegment = 'follow',
  ): Promise<ResolvedPath> {
    const segments = splitVirtualPath(virtualPath);
    const root = await this.rootOf(caller, segments);
    const rest = segments.slice(root.depth);
    const real = rest.length === 0 ? root.rootReal : join(root.rootReal, ...rest);
    const checked = last === 'self' && rest.length > 0 ? dirname(real) : real;
    const existing = await realExistingPart(checked, root.rootReal);
    if (existing !== undefined && !isInside(existing, root.rootReal)) {
      throw new AppError(Code.fileSymlinkOut);
    }
    return {
      virtual: normaliseVirtual(segments),
      real,
      root: root.kind,
      rootVirtual: normaliseVirtual(segments.slice(0, root.depth)),
      rootReal: root.rootReal,
      isRoot: rest.length === 0,
      permission: root.permission,
      poolId: root.poolId,
      poolRoot: root.poolRoot,
      ...(root.fid === undefined ? {} : { fid: root.fid }),
      recycleBin: root.recycleBin,
    };
  }

  /** As `resolve`, and the caller must be allowed to write there (C116004). */
  async resolveWritable(caller: FileCaller, virtualPath: string, last: LastSegment = 'follow') {
    const resolved = await this.resolve(caller, virtualPath, last);
    if (resolved.permission !== 1) throw new AppError(Code.fileReadOnly);
    return resolved;
  }

  /** The virtual path of a real path found under a resolved root (search results, task entries). */
  static virtualOf(resolved: Pick<ResolvedPath, 'rootReal' | 'rootVirtual'>, real: string): string {
    if (!isInside(real, resolved.rootReal)) throw new AppError(Code.fileOutsideRoots);
    const rest = real.slice(resolved.rootReal.length).split(sep).filter(Boolean);
    return normaliseVirtual([...resolved.rootVirtual.split('/').filter(Boolean), ...rest]);
  }

  /** The real folder of the caller's own files on the default pool, made when first needed. */
  async homeOf(caller: FileCaller): Promise<{ real: string; poolId: string; poolRoot: string }> {
    const { pool, root } = await this.deps.pools.usable();
    const home = join(root, LAYOUT.homes, String(caller.id));
    await ensureFolder(home);
    await this.limits?.homeReady(caller.id, home);
    return { real: home, poolId: pool.id, poolRoot: root };
  }

  private async rootOf(caller: FileCaller, segments: readonly string[]) {
    const [top, second] = segments;
    if (`/${top}` === FILE_ROOTS.home) {
      const home = await this.homeOf(caller);
      return {
        kind: 'home' as const,
        depth: 1,
        rootReal: await realpath(home.real),
        permission: 1 as const,
        poolId: home.poolId,
        poolRoot: home.poolRoot,
        recycleBin: 'home',
        fid: undefined,
      };
    }
    if (`/${top}` === FILE_ROOTS.public) return this.publicRoot(caller, second);
    if (`/${top}` === FILE_ROOTS.external) return this.externalRoot(caller, second);
    throw new AppError(Code.fileOutsideRoots);
  }

  private async publicRoot(caller: FileCaller, groupName: string | undefined) {
    const { pool, root } = await this.deps.pools.usable();
    const publicReal = await realpath(join(root, LAYOUT.public));
    const base = { poolId: pool.id, poolRoot: root };
    if (groupName === undefined) {
      return {
        ...base,
        kind: 'public' as const,
        depth: 1,
        rootReal: publicReal,
        permission: 2 as const,
        recycleBin: null,
        fid: undefined,
      };
    }
    const dir = this.deps.publicDirs.byName(groupName);
    // The public folder holds only group folders: a name that is not one does not exist.
    if (!dir || dir.name !== groupName)
      throw new AppError(Code.fileNotFound, { path: `/public/${groupName}` });
    const permission = this.deps.publicDirs.permissionOf(
      { id: caller.id, mainRole: caller.mainRole },
      dir.fid,
    );
    if (permission === 0) throw new AppError(Code.fileOutsideRoots);
    const folder = join(publicReal, dir.name);
    await ensureFolder(folder);
    return {
      ...base,
      kind: 'group' as const,
      depth: 2,
      rootReal: await realpath(folder),
      permission,
      recycleBin: `group:${dir.fid}`,
      fid: dir.fid,
    };
  }

  private async externalRoot(caller: FileCaller, uuid: string | undefined) {
    if (!isAdmin(caller)) throw new AppError(Code.fileOutsideRoots);
    const base = { poolId: null, poolRoot: null, recycleBin: null, fid: undefined };
    if (uuid === undefined) throw new AppError(Code.fileOutsideRoots);
    const disk = (await this.deps.externalRoots()).find((candidate) => candidate.uuid === uuid);
    if (!disk) throw new AppError(Code.fileNotFound, { path: `/external/${uuid}` });
    return {
      ...base,
      kind: 'external' as const,
      depth: 2,
      rootReal: await realpath(disk.mountPoint),
      permission: 1 as const,
    };
  }
}
