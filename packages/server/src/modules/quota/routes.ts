import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../http/lang.js';
import { registerPrivateCall } from '../../http/register-call.js';
import type { Quotas } from './quota-service.js';

/** `/account/quota/*`: every account's usage and limit, setting one, and the caller's own. */
export function quotaRoutes(app: FastifyInstance, { quotas }: { quotas: Quotas }): void {
  registerPrivateCall(app, CALLS.quotaList, () => quotas.list());
  registerPrivateCall(app, CALLS.quotaSet, ({ payload, auth, request }) =>
    quotas.set(
      {
        actor: { id: auth.user.id, username: auth.user.username, mainRole: auth.mainRole },
        ip: request.ip,
        lang: langOf(request.headers['accept-language']),
      },
      payload.uid,
      payload.limit,
    ),
  );
  registerPrivateCall(app, CALLS.quotaMine, ({ auth }) => quotas.entryOf(auth.user.id));
}
