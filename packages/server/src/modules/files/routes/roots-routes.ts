import { statfs } from 'node:fs/promises';
import { CALLS, FILE_ROOTS, Role, type FilePool, type TopDir } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { registerPrivateCall } from '../../../http/register-call.js';
import { audited } from '../../audit/audit-act.js';
import { callerOf } from '../file-caller.js';
import type { FilePools } from '../file-pool.js';
import { fsError } from '../fs-errors.js';
import type { ExternalRoot, PathResolver } from '../path-resolver.js';
import type { PublicDirsStore } from '../public-dirs-store.js';

export interface RootsRoutesDeps {
  pools: FilePools;
  publicDirs: PublicDirsStore;
  resolver: PathResolver;
  externalRoots: () => Promise<ExternalRoot[]>;
}

/** The default pool as it is; a pool list that cannot be read shows as no pool, not a failure. */
async function currentPool(pools: FilePools): Promise<FilePool | null> {
  return pools.current().catch(() => null);
}

/** FILE-04 roots, the space of a location, and which pool holds the files. */
export function rootsRoutes(app: FastifyInstance, deps: RootsRoutesDeps): void {
  const { pools, publicDirs, resolver } = deps;

  registerPrivateCall(app, CALLS.fileDirTop, async ({ auth }) => {
    const caller = callerOf(auth);
    const isAdmin = caller.mainRole === Role.master || caller.mainRole === Role.devOps;
    const dirs: TopDir[] = [];
    const permissions: Record<string, 0 | 1 | 2> = {};
    for (const dir of publicDirs.all()) {
      const permission = publicDirs.permissionOf(caller, dir.fid);
      if (permission === 0) continue;
      permissions[String(dir.fid)] = permission;
      dirs.push({
        name: dir.name,
        filepath: `${FILE_ROOTS.public}/${dir.name}`,
        label: 'group',
        permission,
        fid: dir.fid,
      });
    }
    if (isAdmin) {
      const disks = await deps.externalRoots().catch(() => []);
      for (const disk of disks) {
        dirs.push({
          name: disk.name,
          filepath: `${FILE_ROOTS.external}/${disk.uuid}`,
          label: 'external',
          permission: 1,
        });
      }
    }
    return {
      pool: await currentPool(pools),
      my: { path: FILE_ROOTS.home },
      public: { path: FILE_ROOTS.public, publicSwitch: 1 as const },
      dirs,
      permissions,
    };
  });

  registerPrivateCall(app, CALLS.fileDirCapacity, async ({ payload, auth }) => {
    const real =
      payload.path === undefined
        ? (await pools.usable()).root
        : (await resolver.resolve(callerOf(auth), payload.path)).rootReal;
    const space = await statfs(real).catch((error) => {
      throw fsError(error, payload.path ?? FILE_ROOTS.home);
    });
    const total = space.blocks * space.bsize;
    const free = space.bavail * space.bsize;
    return { total, free, used: total - space.bfree * space.bsize };
  });

  registerPrivateCall(app, CALLS.filePoolGet, async () => {
    const [pool, choices] = await Promise.all([currentPool(pools), pools.choices()]);
    return { pool, chosen: pools.isChosen(), choices };
  });

  registerPrivateCall(app, CALLS.filePoolSet, async ({ payload, request }) => ({
    pool: await audited(request, { category: 'setting', action: 'file.pool.set', target: payload.id }, () =>
      pools.choose(payload.id),
    ),
  }));
}
