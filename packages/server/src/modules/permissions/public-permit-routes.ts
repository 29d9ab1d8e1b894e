import { CALLS, Code } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { csvLine, sendCsv } from '../../http/csv.js';
import { registerPrivateCall, registerRawPrivateCall } from '../../http/register-call.js';
import type { PublicDirsStore } from '../files/public-dirs-store.js';
import type { AppPermitsStore } from './app-permits-store.js';
import type { FolderGrant } from './folder-access.js';
import { folderWord } from './permit-csv.js';

export interface PublicPermitRoutesDeps {
  publicDirs: PublicDirsStore;
  /** Users and groups by id. */
  subjects: AppPermitsStore;
}

/**
 * The group-folder permit calls beside `files/routes/public-dir-routes.ts` (spec 1 §7): a group's
 * own grants, and the CSV exports of one user, one group and every account.
 */
export function publicPermitRoutes(
  app: FastifyInstance,
  { publicDirs, subjects }: PublicPermitRoutesDeps,
): void {
  const groupGrants = (gid: number) => {
    const group = subjects.group(gid);
    if (!group) throw new AppError(Code.groupNotFound);
    const permits = publicDirs.all().map((dir) => {
      const own = publicDirs.permits(dir.fid).find((permit) => permit.type === 'group' && permit.id === gid);
      return { fid: dir.fid, name: dir.name, permission: (own?.permission ?? null) as FolderGrant | null };
    });
    return { gid, name: group.name, permits };
  };

  const userAnswers = (uid: number) => {
    const user = subjects.user(uid);
    if (!user) throw new AppError(Code.noSuchUser);
    return publicDirs.all().map((dir) => ({
      fid: dir.fid,
      name: dir.name,
      permission: publicDirs.permissionOf({ id: uid, mainRole: user.mainRole }, dir.fid),
    }));
  };

  registerPrivateCall(app, CALLS.publicGetGroupPermit, ({ payload }) => groupGrants(payload.gid));

  registerRawPrivateCall(app, CALLS.publicDownloadUserCsv, async ({ payload, request, reply }) => {
    const lines = [
      csvLine(['fid', 'folder', 'permission']),
      ...userAnswers(payload.uid).map((row) =>
        csvLine([String(row.fid), row.name, folderWord(row.permission)]),
      ),
    ];
    return sendCsv(request, reply, `coffer-folder-permits-user-${payload.uid}.csv`, lines);
  });

  registerRawPrivateCall(app, CALLS.publicDownloadGroupCsv, async ({ payload, request, reply }) => {
    const lines = [
      csvLine(['fid', 'folder', 'permission']),
      ...groupGrants(payload.gid).permits.map((row) =>
        csvLine([String(row.fid), row.name, folderWord(row.permission)]),
      ),
    ];
    return sendCsv(request, reply, `coffer-folder-permits-group-${payload.gid}.csv`, lines);
  });

  registerRawPrivateCall(app, CALLS.publicDownloadUsersCsv, async ({ request, reply }) => {
    const dirs = publicDirs.all();
    const lines = [csvLine(['uid', 'username', 'role', 'fid', 'folder', 'permission'])];
    for (const user of subjects.users()) {
      for (const dir of dirs) {
        const permission = publicDirs.permissionOf({ id: user.id, mainRole: user.mainRole }, dir.fid);
        lines.push(
          csvLine([
            String(user.id),
            user.name,
            String(user.mainRole),
            String(dir.fid),
            dir.name,
            folderWord(permission),
          ]),
        );
      }
    }
    return sendCsv(request, reply, 'coffer-folder-permits-users.csv', lines);
  });
}
