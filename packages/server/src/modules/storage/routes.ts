import { CALLS, Code, type ParsedPayloadOf } from '@coffer/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/auth-context.js';
import type { DeviceKey } from '../../device/device-key.js';
import { AppError } from '../../http/app-error.js';
import { langOf } from '../../http/lang.js';
import { registerPrivateCall } from '../../http/register-call.js';
import type { CacheFlow } from '../../storage/cache/cache-flow.js';
import type { JobRegistry } from '../../storage/jobs/job-registry.js';
import type { PoolInfoCache } from '../../storage/pools/pool-info-cache.js';
import type { PoolService } from '../../storage/pools/pool-service.js';
import { cacheRequest, newPoolRequest, repairRequest } from './format-requests.js';
import { answering } from './storage-answer.js';
import { audited } from '../audit/audit-act.js';
import { encryptedPoolRoutes } from './encrypted-pool-routes.js';
import { withLiveFreeSpace } from '../../storage/pools/live-free-space.js';
import { withJobStatus } from '../../storage/pools/live-job-status.js';

export interface StorageRoutesDeps {
  pools: PoolService;
  /** What `/zspool/info` answers: the last observation of the pools, stale after any change. */
  poolInfo: PoolInfoCache;
  jobs: JobRegistry;
  deviceKey: DeviceKey;
  /** The rcache/rwcache actions (storage/cache). */
  cache: CacheFlow;
}

/** The `/zspool/` pool calls: thin, the engine decides. */
export function storageRoutes(
  app: FastifyInstance,
  { pools, poolInfo, jobs, deviceKey, cache }: StorageRoutesDeps,
): void {
  const lang = (headers: { 'accept-language'?: string }) => langOf(headers['accept-language']);
  /** Runs a change to a pool; whatever came of it, the next info call observes again. */
  const changing = async <T>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } finally {
      poolInfo.invalidate();
    }
  };

  // Free space, rebuild state and running task are read per answer; the rest is the observation.
  registerPrivateCall(app, CALLS.poolInfo, ({ request }) =>
    answering(lang(request.headers), async () =>
      withJobStatus(
        await withLiveFreeSpace(await poolInfo.current(), (poolId) => pools.mountPoint(poolId)),
        jobs,
      ),
    ),
  );

  registerPrivateCall(app, CALLS.formatCheck, ({ payload, request }) =>
    answering(lang(request.headers), () => pools.checkName(payload.name, payload.protocol)),
  );

  registerPrivateCall(app, CALLS.formatExec, ({ payload, request, auth }) =>
    // One audit row per startFormat: pool.new, pool.repair, pool.dilate (expand), pool.rcache…
    audited(
      request,
      (answer) => ({
        category: 'storage',
        action: `pool.${payload.action === 'dilate' ? 'expand' : payload.action === 'new' ? 'create' : payload.action}`,
        target: answer?.poolId ?? ('pid' in payload ? String(payload.pid) : (payload.name ?? '')),
      }),
      () => startFormat(payload, request, auth),
    ),
  );

  const startFormat = async (
    payload: ParsedPayloadOf<typeof CALLS.formatExec>,
    request: FastifyRequest,
    auth: AuthContext,
  ) => {
    if (payload.action === 'repair') {
      const repair = await answering(lang(request.headers), () => pools.repair(repairRequest(payload)));
      app.log.info({ event: 'pool.repair', userid: auth.user.id, ...repair }, 'pool repair started');
      return repair;
    }
    if (payload.action === 'dilate') {
      const expansion = await answering(lang(request.headers), () => pools.expand(payload.pid, payload.sys));
      app.log.info({ event: 'pool.expand', userid: auth.user.id, ...expansion }, 'pool expansion started');
      return expansion;
    }
    if (payload.action === 'rcache' || payload.action === 'rwcache') {
      const cached = await answering(lang(request.headers), () => cache.start(cacheRequest(payload)));
      app.log.info({ event: 'pool.cache', userid: auth.user.id, ...cached }, 'SSD cache started');
      return cached;
    }
    if (payload.action !== 'new') throw new AppError(Code.invalidParam);
    const poolRequest = newPoolRequest(payload, deviceKey);
    const started = await answering(lang(request.headers), () => pools.create(poolRequest));
    app.log.info({ event: 'pool.create', userid: auth.user.id, ...started }, 'pool creation started');
    return started;
  };

  registerPrivateCall(app, CALLS.formatStatus, ({ payload }) => {
    if (payload.jobId === undefined) return jobs.latest('format') ?? null;
    const job = jobs.get(payload.jobId);
    // A repair's replace job and an expansion's balance job are followed here too, as the page
    // follows every startFormat action.
    if (!job || !['format', 'replace', 'balance'].includes(job.kind)) throw new AppError(Code.jobNotFound);
    return job;
  });

  registerPrivateCall(app, CALLS.renamePool, ({ payload, request }) =>
    answering(lang(request.headers), () => changing(() => pools.rename(payload.id, payload.name))),
  );

  registerPrivateCall(app, CALLS.deletePool, async ({ payload, request, auth }) => {
    const deleted = await audited(
      request,
      { category: 'storage', action: 'pool.delete', target: payload.id },
      () => answering(lang(request.headers), () => changing(() => pools.remove(payload.id))),
    );
    app.log.info({ event: 'pool.delete', userid: auth.user.id, poolId: payload.id }, 'pool deleted');
    return deleted;
  });

  registerPrivateCall(app, CALLS.mountPool, ({ payload, request }) =>
    answering(lang(request.headers), () => changing(() => pools.mount(payload.id))),
  );

  encryptedPoolRoutes(app, { pools, deviceKey, changed: poolInfo.invalidate });
}
