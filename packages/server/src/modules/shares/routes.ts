import { CALLS } from '@coffer/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerPrivateCall } from '../../http/register-call.js';
import { audited } from '../audit/audit-act.js';
import { callerOf } from '../files/search/search-routes.js';
import type { RequestPlace, SharesService } from './shares-service.js';

export function placeOf(request: FastifyRequest): RequestPlace {
  return { protocol: request.protocol, host: request.headers.host, ip: request.ip };
}

export interface ShareRoutesDeps {
  shares: SharesService;
  externalDisks: () => Promise<{ uuid: string; name: string }[]>;
}

/** `/v2/tob/share/*`: a signed-in user's own links (administrators: everyone's) and the share config. */
export function shareRoutes(app: FastifyInstance, { shares, externalDisks }: ShareRoutesDeps): void {
  registerPrivateCall(app, CALLS.shareCreate, ({ payload, auth, request }) =>
    audited(
      request,
      (link) => ({
        category: 'share',
        action: 'share.create',
        target: payload.path,
        detail: { id: link?.id, expire: payload.expire },
      }),
      () => shares.create(callerOf(auth), payload, placeOf(request)),
    ),
  );
  registerPrivateCall(app, CALLS.shareList, ({ payload, auth, request }) =>
    shares.list(callerOf(auth), payload, placeOf(request)),
  );
  registerPrivateCall(app, CALLS.shareModify, ({ payload, auth, request }) =>
    audited(
      request,
      (link) => ({
        category: 'share',
        action: 'share.modify',
        target: link?.path ?? payload.id,
        detail: { id: payload.id, expire: payload.expire, codeChanged: payload.code !== undefined },
      }),
      () => shares.modify(callerOf(auth), payload, placeOf(request)),
    ),
  );
  registerPrivateCall(app, CALLS.shareDelete, ({ payload, auth, request }) =>
    audited(request, { category: 'share', action: 'share.delete', target: payload.ids.join(',') }, () =>
      shares.delete(callerOf(auth), payload.ids),
    ),
  );
  registerPrivateCall(app, CALLS.shareAuditList, ({ payload, auth }) =>
    shares.audits(callerOf(auth), payload),
  );
  registerPrivateCall(app, CALLS.shareDirTop, ({ auth }) => shares.dirTop(callerOf(auth), externalDisks));
  registerPrivateCall(app, CALLS.shareConfigGet, () => shares.config());
  registerPrivateCall(app, CALLS.shareConfigSet, async ({ payload, auth, request }) => {
    const config = await audited(
      request,
      { category: 'setting', action: 'share.config', target: 'share', detail: { ...payload } },
      () => shares.setConfig(payload),
    );
    app.log.info(
      { event: 'share.config', userid: auth.user.id, connectType: config.connect_type },
      'share config',
    );
    return config;
  });
}
