import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { registerPrivateCall } from '../../http/register-call.js';
import type { SystemAlerts } from '../../storage/alerts/system-alerts.js';

/** The master acknowledges a system alert of the poll's `popup_msgs`. */
export function alertRoutes(app: FastifyInstance, { alerts }: { alerts: SystemAlerts }): void {
  registerPrivateCall(app, CALLS.ackAlert, ({ payload, auth }) => {
    const acknowledged = alerts.acknowledge(payload.id);
    if (acknowledged) {
      app.log.info(
        { event: 'system.alert.acknowledged', userid: auth.user.id, id: payload.id },
        'system alert acknowledged',
      );
    }
    return { id: payload.id, acknowledged: acknowledged ? (1 as const) : (0 as const) };
  });
}
