import { CALLS, messageOf } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../http/lang.js';
import { registerPrivateCall } from '../../http/register-call.js';
import type { CachePools } from '../../storage/cache/cache-pools.js';
import { cacheRefusal, type CacheSupport } from '../../storage/cache/cache-support.js';
import { answering } from './storage-answer.js';
import { audited } from '../audit/audit-act.js';

export interface CacheRoutesDeps {
  caches: CachePools;
  /** The kernel check (storage/cache/cache-support.ts). */
  support: () => CacheSupport;
  /** The cache pools changed: what `/zspool/info` shows is stale. */
  changed: () => void;
}

/** SSD cache pools: whether this kernel can cache, rename and delete (spec 3 §7). */
export function cacheRoutes(app: FastifyInstance, { caches, support, changed }: CacheRoutesDeps): void {
  const lang = (headers: { 'accept-language'?: string }) => langOf(headers['accept-language']);

  registerPrivateCall(app, CALLS.cacheSupport, ({ request }) => {
    const found = support();
    const refusal = cacheRefusal(found);
    return {
      bcache: found.bcache,
      dmCache: found.dmCache,
      supported: refusal === null,
      code: refusal?.code ?? null,
      message: refusal ? messageOf(refusal.code, lang(request.headers), refusal.params) : '',
    };
  });

  registerPrivateCall(app, CALLS.renameCache, async ({ payload, request, auth }) => {
    const renamed = await answering(lang(request.headers), () => caches.rename(payload.id, payload.name));
    changed();
    app.log.info({ event: 'cache.rename', userid: auth.user.id, cacheId: renamed.id }, 'cache pool renamed');
    return renamed;
  });

  registerPrivateCall(app, CALLS.deleteCache, async ({ payload, request, auth }) => {
    try {
      const deleted = await audited(
        request,
        { category: 'storage', action: 'cache.delete', target: payload.id },
        () => answering(lang(request.headers), () => caches.remove(payload.id)),
      );
      app.log.info(
        { event: 'cache.delete', userid: auth.user.id, cacheId: deleted.id },
        'cache pool deleted',
      );
      return deleted;
    } finally {
      changed();
    }
  });
}
