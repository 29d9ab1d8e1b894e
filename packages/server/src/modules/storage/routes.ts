import { CALLS, Code } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { langOf } from '../../http/lang.js';
import { registerPrivateCall } from '../../http/register-call.js';
import type { JobRegistry } from '../../storage/jobs/job-registry.js';
import type { PoolService } from '../../storage/pools/pool-service.js';
import { answering } from './storage-answer.js';

export interface StorageRoutesDeps {
  pools: PoolService;
  jobs: JobRegistry;
}

/** The `/zspool/` pool calls: thin, the engine decides. */
export function storageRoutes(app: FastifyInstance, { pools, jobs }: StorageRoutesDeps): void {
  const lang = (headers: { 'accept-language'?: string }) => langOf(headers['accept-language']);

  registerPrivateCall(app, CALLS.poolInfo, ({ request }) =>
    answering(lang(request.headers), () => pools.info()),
  );

  registerPrivateCall(app, CALLS.formatCheck, ({ payload, request }) =>
    answering(lang(request.headers), () => pools.checkName(payload.name, payload.protocol)),
  );

  registerPrivateCall(app, CALLS.formatExec, async ({ payload, request, auth }) => {
    const started = await answering(lang(request.headers), () =>
      pools.create({
        protocol: payload.protocol,
        raidType: payload.raidtype,
        name: payload.name,
        disks: payload.sys,
        spares: payload.spare,
      }),
    );
    app.log.info({ event: 'pool.create', userid: auth.user.id, ...started }, 'pool creation started');
    return started;
  });

  registerPrivateCall(app, CALLS.formatStatus, ({ payload }) => {
    if (payload.jobId === undefined) return jobs.latest('format') ?? null;
    const job = jobs.get(payload.jobId);
    if (!job || job.kind !== 'format') throw new AppError(Code.jobNotFound);
    return job;
  });

  registerPrivateCall(app, CALLS.renamePool, ({ payload, request }) =>
    answering(lang(request.headers), () => pools.rename(payload.id, payload.name)),
  );

  registerPrivateCall(app, CALLS.deletePool, async ({ payload, request, auth }) => {
    const deleted = await answering(lang(request.headers), () => pools.remove(payload.id));
    app.log.info({ event: 'pool.delete', userid: auth.user.id, poolId: payload.id }, 'pool deleted');
    return deleted;
  });

  registerPrivateCall(app, CALLS.mountPool, ({ payload, request }) =>
    answering(lang(request.headers), () => pools.mount(payload.id)),
  );
}
