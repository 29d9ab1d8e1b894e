import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../../http/lang.js';
import { registerPrivateCall } from '../../../http/register-call.js';
import { audited } from '../../audit/audit-act.js';
import type { AuthContext } from '../../auth/auth-context.js';
import type { FileCaller, PathResolver } from '../path-resolver.js';
import type { FileTasks } from '../tasks/file-tasks.js';
import { checkDelete, checkTransfer, findConflicts } from '../tasks/transfer.js';

export function callerOf(auth: AuthContext): FileCaller {
  return { id: auth.user.id, username: auth.user.username, mainRole: auth.mainRole };
}

/** Move, copy and delete as tasks, and the task center's list and controls. */
export function fileTaskRoutes(
  app: FastifyInstance,
  { resolver, tasks }: { resolver: PathResolver; tasks: FileTasks },
): void {
  registerPrivateCall(app, CALLS.fileConflicts, async ({ payload, auth }) => ({
    conflicts: await findConflicts(resolver, callerOf(auth), payload.paths, payload.dest),
  }));
  registerPrivateCall(app, CALLS.fileTransfer, async ({ payload, auth, request }) => {
    const caller = callerOf(auth);
    const totalBytes = await checkTransfer(resolver, caller, payload);
    return tasks.start(caller, {
      kind: payload.mode,
      paths: payload.paths,
      dest: payload.dest,
      totalBytes,
      options: {
        action: payload.renameConf.action,
        items: payload.renameConf.items,
        lang: langOf(request.headers['accept-language']),
      },
    });
  });
  registerPrivateCall(app, CALLS.fileDelete, async ({ payload, auth, request }) => {
    const caller = callerOf(auth);
    // Written when the delete is accepted and starts (or is refused); the task then runs on.
    return audited(
      request,
      { category: 'file', action: 'file.delete', target: payload.paths.join('\n') },
      async () =>
        tasks.start(caller, {
          kind: 'delete',
          paths: payload.paths,
          dest: '',
          totalBytes: await checkDelete(resolver, caller, payload.paths),
          options: { lang: langOf(request.headers['accept-language']) },
        }),
    );
  });
  registerPrivateCall(app, CALLS.fileTaskList, ({ auth }) => ({ tasks: tasks.list(callerOf(auth)) }));
  registerPrivateCall(app, CALLS.fileTaskControl, ({ payload, auth }) =>
    tasks.control(callerOf(auth), payload.id, payload.action),
  );
}
