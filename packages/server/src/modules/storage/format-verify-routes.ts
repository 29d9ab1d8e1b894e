import { CALLS, messageOf, type ParsedPayloadOf } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import type { DeviceKey } from '../../device/device-key.js';
import { AppError } from '../../http/app-error.js';
import { langOf } from '../../http/lang.js';
import { registerPrivateCall } from '../../http/register-call.js';
import type { CacheFlow } from '../../storage/cache/cache-flow.js';
import type { PoolService } from '../../storage/pools/pool-service.js';
import { problemsOf, wholeRequest } from '../../storage/validation/checked.js';
import type { StorageProblem } from '../../storage/validation/storage-problem.js';
import { cacheRequest, newPoolRequest, repairRequest } from './format-requests.js';

export interface FormatVerifyRoutesDeps {
  pools: PoolService;
  cache: CacheFlow;
  deviceKey: DeviceKey;
}

type VerifyPayload = ParsedPayloadOf<typeof CALLS.formatVerify>;

/**
 * `/zspool/format/verify`: what `/zspool/format/exec` (or `/zspool/spare/cfg`) would refuse this
 * request with, from the same checks the exec runs, touching nothing (no job, no lock, no write).
 */
export function formatVerifyRoutes(
  app: FastifyInstance,
  { pools, cache, deviceKey }: FormatVerifyRoutesDeps,
): void {
  const problemsFor = async (payload: VerifyPayload): Promise<StorageProblem[]> => {
    switch (payload.action) {
      case 'new': {
        let poolRequest;
        try {
          poolRequest = newPoolRequest(payload, deviceKey);
        } catch (error) {
          // A password that cannot be read: exec refuses it before anything else.
          if (error instanceof AppError)
            return [wholeRequest(error.code as StorageProblem['code'], error.params)];
          throw error;
        }
        return problemsOf(await pools.checkCreate(poolRequest));
      }
      case 'repair':
        return problemsOf(await pools.checkRepair(repairRequest(payload)));
      case 'dilate':
        return problemsOf(await pools.checkExpansion(payload.pid, payload.sys));
      case 'rcache':
      case 'rwcache':
        return problemsOf(await cache.check(cacheRequest(payload)));
      case 'spare':
        return problemsOf(await pools.checkSpare(payload.sn, payload.pids));
    }
  };

  registerPrivateCall(app, CALLS.formatVerify, async ({ payload, request }) => {
    const lang = langOf(request.headers['accept-language']);
    const problems = await problemsFor(payload);
    return {
      problems: problems.map((problem) => ({
        field: problem.field,
        code: problem.code,
        message: messageOf(problem.code, lang, problem.params),
      })),
    };
  });
}
