import { CALLS, Role } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import type { DbRepairStatus } from '../../db/repair/db-repair-status.js';
import { registerPrivateCall } from '../../http/register-call.js';

/** The repair state for every page (paths for administrators alone); the master acknowledges it. */
export function dbRepairRoutes(app: FastifyInstance, { repair }: { repair: DbRepairStatus }): void {
  registerPrivateCall(app, CALLS.dbRepairState, ({ auth }) => repair.info(auth.mainRole !== Role.user));
  registerPrivateCall(app, CALLS.dbRepairClean, ({ auth }) => {
    repair.acknowledge();
    app.log.info({ event: 'db.repair.acknowledged', userid: auth.user.id }, 'database repair acknowledged');
    return repair.info(true);
  });
}
