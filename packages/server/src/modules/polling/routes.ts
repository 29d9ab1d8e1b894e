import { CALLS, Role } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import type { DiskMonitor } from '../../storage/disks/disk-monitor.js';
import type { PoolMembershipSync } from '../../storage/pools/pool-membership.js';
import { messageOf, type PollingService } from '../../storage/polling/polling-service.js';
import { langOf } from '../../http/lang.js';
import { registerPrivateCall } from '../../http/register-call.js';

export interface PollingRoutesDeps {
  polling: PollingService;
  disks: DiskMonitor;
  membership: PoolMembershipSync;
}

/** The poll, the disk list, and reading and dismissing the storage messages. */
export function pollingRoutes(app: FastifyInstance, { polling, disks, membership }: PollingRoutesDeps): void {
  // Every role polls, also on the lock screen; ordinary users get the state without the details.
  registerPrivateCall(app, CALLS.polling2, ({ auth, request }) =>
    polling.poll(auth.mainRole !== Role.user, langOf(request.headers['accept-language']), auth.user.id),
  );

  registerPrivateCall(app, CALLS.diskList, () => ({ disks: disks.list(membership.expectedSerials) }));

  registerPrivateCall(app, CALLS.listMessages, () => ({ messages: disks.messages.list().map(messageOf) }));

  registerPrivateCall(app, CALLS.deleteMessage, ({ payload, auth }) => {
    const deleted = disks.messages.remove(payload.id);
    if (deleted) {
      polling.changed();
      app.log.info(
        { event: 'storage.message.deleted', userid: auth.user.id, id: payload.id },
        'message dismissed',
      );
    }
    return { id: payload.id, deleted: deleted ? (1 as const) : (0 as const) };
  });
}
