import { APP_SERVICES, APP_SERVICE_NAMES, CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../http/lang.js';
import { registerPrivateCall, registerRawPrivateCall } from '../../http/register-call.js';
import { audited } from '../audit/audit-act.js';
import type { AppPermits } from './app-permits.js';
import { sendCsv } from '../../http/csv.js';
import { groupServiceCsv, userServiceCsv, usersServiceCsv } from './permit-csv.js';

/**
 * `/v2/tob/service/*` (issue 16 §3, FILE-15): the administrators' view and edit of app service
 * grants, each change written once to the audit log, and each user's own answers for the desktop.
 */
export function servicePermitRoutes(app: FastifyInstance, { permits }: { permits: AppPermits }): void {
  registerPrivateCall(app, CALLS.serviceList, () => ({
    services: APP_SERVICE_NAMES.map((service) => ({
      service,
      title: { ...APP_SERVICES[service].title },
      apps: [...APP_SERVICES[service].apps],
    })),
  }));

  registerPrivateCall(app, CALLS.serviceGetPermits, ({ payload }) => permits.servicePermits(payload.service));

  registerPrivateCall(app, CALLS.serviceSavePermits, ({ payload, request }) =>
    audited(
      request,
      {
        category: 'permission',
        action: 'app.permits.service',
        target: payload.service,
        detail: { permits: payload.permits },
      },
      () => permits.saveServicePermits(payload.service, payload.permits),
    ),
  );

  registerPrivateCall(app, CALLS.serviceGetGroupPermit, ({ payload }) => permits.groupPermits(payload.gid));

  registerPrivateCall(app, CALLS.serviceSaveGroupPermit, ({ payload, request }) =>
    audited(
      request,
      (answer) => ({
        category: 'permission',
        action: 'app.permits.group',
        target: answer?.name ?? `#${payload.gid}`,
        detail: { gid: payload.gid, permits: payload.permits },
      }),
      () => permits.saveGroupGrants(payload.gid, payload.permits),
    ),
  );

  registerPrivateCall(app, CALLS.serviceGetUserPermit, ({ payload }) => permits.userPermits(payload.uid));

  registerPrivateCall(app, CALLS.serviceSaveUserPermit, ({ payload, request }) =>
    audited(
      request,
      (answer) => ({
        category: 'permission',
        action: 'app.permits.user',
        target: answer?.username ?? `#${payload.uid}`,
        detail: { uid: payload.uid, permits: payload.permits },
      }),
      () => permits.saveUserGrants(payload.uid, payload.permits),
    ),
  );

  registerPrivateCall(app, CALLS.serviceAllUserPermit, () => ({
    users: permits.everyUser().map(({ user, answers }) => ({
      uid: user.id,
      username: user.name,
      mainRole: user.mainRole,
      permits: APP_SERVICE_NAMES.map((service) => ({
        service,
        permission: answers.get(service)?.permission ?? 1,
      })),
    })),
  }));

  registerPrivateCall(app, CALLS.serviceMyPermit, ({ auth }) => {
    const answers = permits.answers({ id: auth.user.id, mainRole: auth.mainRole });
    return {
      permits: APP_SERVICE_NAMES.map((service) => ({
        service,
        permission: answers.get(service)?.permission ?? 1,
      })),
    };
  });

  registerRawPrivateCall(app, CALLS.serviceDownloadUserCsv, async ({ payload, request, reply }) => {
    const lines = userServiceCsv(
      permits.userPermits(payload.uid),
      langOf(request.headers['accept-language']),
    );
    return sendCsv(request, reply, `coffer-app-permits-user-${payload.uid}.csv`, lines);
  });

  registerRawPrivateCall(app, CALLS.serviceDownloadGroupCsv, async ({ payload, request, reply }) => {
    const lines = groupServiceCsv(
      permits.groupPermits(payload.gid),
      langOf(request.headers['accept-language']),
    );
    return sendCsv(request, reply, `coffer-app-permits-group-${payload.gid}.csv`, lines);
  });

  registerRawPrivateCall(app, CALLS.serviceDownloadUsersCsv, async ({ request, reply }) => {
    const rows = permits.everyUser().map(({ user, answers }) => ({
      uid: user.id,
      username: user.name,
      mainRole: user.mainRole,
      permission: (service: (typeof APP_SERVICE_NAMES)[number]) => answers.get(service)?.permission ?? 1,
    }));
    return sendCsv(request, reply, 'coffer-app-permits-users.csv', usersServiceCsv(rows));
  });
}
