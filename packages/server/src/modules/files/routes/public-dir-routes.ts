import { CALLS, Code, FILE_ROOTS, type PublicDir } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error.js';
import { registerPrivateCall } from '../../../http/register-call.js';
import { audited } from '../../audit/audit-act.js';
import { callerOf } from '../file-caller.js';
import type { FilePools } from '../file-pool.js';
import { checkNewName } from '../path-rules.js';
import type { PathResolver } from '../path-resolver.js';
import type { PublicDirRow, PublicDirsStore } from '../public-dirs-store.js';

export interface PublicDirRoutesDeps {
  pools: FilePools;
  publicDirs: PublicDirsStore;
  resolver: PathResolver;
}

function describe(store: PublicDirsStore, dir: PublicDirRow): PublicDir {
  return {
    fid: dir.fid,
    name: dir.name,
    path: `${FILE_ROOTS.public}/${dir.name}`,
    permits: store.permits(dir.fid).map((permit) => ({
      ...permit,
      name: store.subjectName(permit.type, permit.id),
    })),
  };
}

/** Group folders of the public folder and their permits (administrators, FILE-04). */
export function publicDirRoutes(app: FastifyInstance, deps: PublicDirRoutesDeps): void {
  const { pools, publicDirs, resolver } = deps;

  registerPrivateCall(app, CALLS.publicNewDir, ({ payload, auth, request }) =>
    audited(request, { category: 'permission', action: 'folder.create', target: payload.name }, async () => {
      const name = checkNewName(payload.name);
      if (name.startsWith('.')) throw new AppError(Code.fileNameInvalid, { reason: '.' });
      // The folder is made on the pool at once: no record of a group folder that has nowhere to be.
      await pools.usable();
      const dir = publicDirs.create(name);
      if (!dir) throw new AppError(Code.publicDirTaken, { name });
      try {
        await resolver.resolve(callerOf(auth), `${FILE_ROOTS.public}/${dir.name}`);
      } catch (error) {
        publicDirs.remove(dir.fid);
        throw error;
      }
      return describe(publicDirs, dir);
    }),
  );

  registerPrivateCall(app, CALLS.publicDirInfo, () => ({
    dirs: publicDirs.all().map((dir) => describe(publicDirs, dir)),
  }));

  registerPrivateCall(app, CALLS.publicSaveDirsPermit, ({ payload, request }) =>
    audited(
      request,
      (answer) => ({
        category: 'permission',
        action: 'folder.permits',
        target: answer?.name ?? publicDirs.byFid(payload.fid)?.name ?? String(payload.fid),
        detail: { fid: payload.fid, permits: payload.permits },
      }),
      () => {
        const dir = publicDirs.byFid(payload.fid);
        if (!dir) throw new AppError(Code.publicDirNotFound);
        payload.permits.forEach((permit, index) => {
          if (publicDirs.subjectExists(permit.type, permit.id)) return;
          if (permit.type === 'user') throw new AppError(Code.noSuchUser);
          throw new AppError(Code.invalidParam, { field: `permits.${index}.id` });
        });
        publicDirs.savePermits(dir.fid, payload.permits);
        return describe(publicDirs, dir);
      },
    ),
  );

  registerPrivateCall(app, CALLS.publicGetUserPermit, ({ payload }) => {
    const mainRole = publicDirs.roleOf(payload.uid);
    if (mainRole === undefined) throw new AppError(Code.noSuchUser);
    return {
      permits: publicDirs.all().map((dir) => ({
        fid: dir.fid,
        name: dir.name,
        permission: publicDirs.permissionOf({ id: payload.uid, mainRole }, dir.fid),
      })),
    };
  });
}
