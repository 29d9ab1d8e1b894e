import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../http/lang.js';
import { registerPrivateCall } from '../../http/register-call.js';
import type { PoolScrub } from '../../storage/pools/pool-scrub.js';
import type { PoolService } from '../../storage/pools/pool-service.js';
import { answering } from './storage-answer.js';
import { audited } from '../audit/audit-act.js';

export interface PoolCareRoutesDeps {
  pools: PoolService;
  scrub: PoolScrub;
}

/** `/zspool/scrub/*` and `/zspool/spare/cfg`: thin, the engine decides. */
export function poolCareRoutes(app: FastifyInstance, { pools, scrub }: PoolCareRoutesDeps): void {
  const lang = (headers: { 'accept-language'?: string }) => langOf(headers['accept-language']);

  registerPrivateCall(app, CALLS.scrubStart, async ({ payload, request, auth }) => {
    const started = await audited(
      request,
      { category: 'storage', action: 'pool.scrub.start', target: payload.pid },
      () => answering(lang(request.headers), () => scrub.start(payload.pid)),
    );
    app.log.info({ event: 'pool.scrub', userid: auth.user.id, ...started }, 'scrub started');
    return started;
  });

  registerPrivateCall(app, CALLS.scrubStatus, ({ payload, request }) =>
    answering(lang(request.headers), () => scrub.status(payload.pid)),
  );

  registerPrivateCall(app, CALLS.scrubCancel, async ({ payload, request, auth }) => {
    const status = await audited(
      request,
      { category: 'storage', action: 'pool.scrub.cancel', target: payload.pid },
      () => answering(lang(request.headers), () => scrub.cancel(payload.pid)),
    );
    app.log.info({ event: 'pool.scrub.cancel', userid: auth.user.id, pid: payload.pid }, 'scrub cancelled');
    return status;
  });

  registerPrivateCall(app, CALLS.scrubTimer, async ({ payload, request, auth }) => {
    const timer = await answering(lang(request.headers), () =>
      scrub.setTimer(payload.pid, {
        enabled: payload.enabled,
        interval: payload.interval,
        weekday: payload.weekday,
        day: payload.day,
        hour: payload.hour,
      }),
    );
    app.log.info({ event: 'pool.scrub.timer', userid: auth.user.id, ...timer }, 'scrub schedule set');
    return timer;
  });

  registerPrivateCall(app, CALLS.spareConfig, async ({ payload, request, auth }) => {
    const answer = await answering(lang(request.headers), () =>
      pools.configureSpare(payload.sn, payload.pids),
    );
    app.log.info({ event: 'pool.spare', userid: auth.user.id, ...answer }, 'hot spare configured');
    return answer;
  });
}
