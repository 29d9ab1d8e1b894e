import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../../http/lang.js';
import { registerPrivateCall } from '../../../http/register-call.js';
import { audited } from '../../audit/audit-act.js';
import type { RecycleBins } from '../recycle/recycle-bins.js';
import type { FileTasks } from '../tasks/file-tasks.js';
import { callerOf } from './file-task-routes.js';

/** The recycle bins: the caller's own and the writable group folders'. */
export function recycleRoutes(
  app: FastifyInstance,
  { recycle, tasks }: { recycle: RecycleBins; tasks: FileTasks },
): void {
  registerPrivateCall(app, CALLS.recycleTop, ({ auth }) => ({
    bins: recycle.top(callerOf(auth)),
    days: recycle.days(),
  }));
  registerPrivateCall(app, CALLS.recycleList, ({ payload, auth }) =>
    recycle.list(callerOf(auth), payload.bin, payload.offset, payload.limit),
  );
  registerPrivateCall(app, CALLS.recycleRestore, async ({ payload, auth, request }) => {
    const caller = callerOf(auth);
    const act = {
      category: 'file',
      action: 'recycle.restore',
      target: payload.bin,
      detail: { ids: payload.ids },
    } as const;
    return audited(request, act, () => {
      const { items } = recycle.entries(caller, payload.bin, payload.ids);
      return tasks.start(caller, {
        kind: 'restore',
        paths: items.map((item) => item.originalPath),
        dest: '',
        totalBytes: items.reduce((sum, item) => sum + item.size, 0),
        options: {
          bin: payload.bin,
          ids: payload.ids,
          action: payload.action,
          lang: langOf(request.headers['accept-language']),
        },
      });
    });
  });
  registerPrivateCall(app, CALLS.recycleDelete, async ({ payload, auth, request }) => ({
    deleted: await audited(
      request,
      { category: 'file', action: 'recycle.delete', target: payload.bin, detail: { ids: payload.ids } },
      () => recycle.remove(callerOf(auth), payload.bin, payload.ids),
    ),
  }));
  registerPrivateCall(app, CALLS.recycleEmpty, async ({ payload, auth, request }) => ({
    deleted: await audited(request, { category: 'file', action: 'recycle.empty', target: payload.bin }, () =>
      recycle.empty(callerOf(auth), payload.bin),
    ),
  }));
  registerPrivateCall(app, CALLS.recycleConfigSet, async ({ payload, request }) => ({
    days: await audited(
      request,
      { category: 'setting', action: 'recycle.days', target: 'recycle', detail: { days: payload.days } },
      () => recycle.setDays(payload.days),
    ),
  }));
}
