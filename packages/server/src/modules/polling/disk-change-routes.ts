import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../http/lang.js';
import { registerPrivateCall } from '../../http/register-call.js';
import type { PoolService } from '../../storage/pools/pool-service.js';
import type { RepairPoolRequest } from '../../storage/pools/repair-pool-job.js';
import { confirmDiskChange, resetDiskChangePool } from '../../storage/polling/disk-change-confirm.js';
import type { DiskChangeDismissals } from '../../storage/polling/disk-change-dismissals.js';
import type { PollingService } from '../../storage/polling/polling-service.js';
import { answering } from '../storage/storage-answer.js';

export interface DiskChangeRoutesDeps {
  pools: PoolService;
  polling: PollingService;
  dismissals: DiskChangeDismissals;
  /** `extmountdisk`: marks the disks external and mounts those with a filesystem. */
  markExternal?: (serials: readonly string[]) => Promise<void>;
}

/** `/zspool/confirm` and `/zspool/reset`: the administrator's choice on the poll's disk-change message. */
export function diskChangeRoutes(
  app: FastifyInstance,
  { pools, polling, dismissals, markExternal }: DiskChangeRoutesDeps,
): void {
  registerPrivateCall(app, CALLS.confirmPool, async ({ payload, request, auth }) => {
    const deps = {
      confirmPool: (id: string) => pools.confirm(id, 'mountpool'),
      expand: (id: string, serials: readonly string[]) => pools.expand(id, serials),
      repair: (request: RepairPoolRequest) => pools.repair(request),
      state: (id: string) => pools.state(id),
      change: () => polling.change(),
      dismiss: (serials: readonly string[]) => dismissals.dismiss(serials),
      ...(markExternal ? { markExternal } : {}),
    };
    try {
      const answer = await answering(langOf(request.headers['accept-language']), () =>
        confirmDiskChange(deps, payload),
      );
      app.log.info(
        { event: 'pool.confirm', userid: auth.user.id, option: payload.option, dev: payload.dev, ...answer },
        'disk-change decision',
      );
      return answer;
    } finally {
      // Pool info, disk roles and the poll look again, whatever came of it.
      pools.poolsChanged();
    }
  });

  registerPrivateCall(app, CALLS.resetPool, async ({ payload, request, auth }) => {
    const deps = { change: () => polling.change(), remove: (id: string) => pools.remove(id) };
    try {
      const answer = await answering(langOf(request.headers['accept-language']), () =>
        resetDiskChangePool(deps, payload.id),
      );
      app.log.info({ event: 'pool.reset', userid: auth.user.id, poolId: payload.id }, 'pool reset');
      return answer;
    } finally {
      pools.poolsChanged();
    }
  });
}
