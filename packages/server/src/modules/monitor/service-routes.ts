import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { registerPrivateCall } from '../../http/register-call.js';
import { audited } from '../audit/audit-act.js';
import type { ServiceManager } from '../file-services/file-services.js';

/**
 * `/manager/srvs`, `/manager/srv/start`, `/manager/srv/stop` over the file services' manager. A start
 * or stop changes only whether the service runs now and is written to the audit log either way.
 */
export function serviceManagerRoutes(app: FastifyInstance, manager: () => ServiceManager): void {
  registerPrivateCall(app, CALLS.managerSrvs, () => ({ list: manager().list() }));
  registerPrivateCall(app, CALLS.managerSrvStart, ({ payload, request }) =>
    audited(request, { category: 'setting', action: 'service.start', target: payload.name }, () =>
      manager().start(payload.name),
    ),
  );
  registerPrivateCall(app, CALLS.managerSrvStop, ({ payload, request }) =>
    audited(request, { category: 'setting', action: 'service.stop', target: payload.name }, () =>
      manager().stop(payload.name),
    ),
  );
}
