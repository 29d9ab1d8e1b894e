import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { registerPrivateCall } from '../../../http/register-call.js';
import type { AuthContext } from '../../auth/auth-context.js';
import type { FileCaller } from '../path-resolver.js';
import type { SearchService } from './search-service.js';

export function callerOf(auth: AuthContext): FileCaller {
  return { id: auth.user.id, username: auth.user.username, mainRole: auth.mainRole };
}

/** `/v2/file/search/*`: name search across the caller's roots, results as they are found. */
export function searchRoutes(app: FastifyInstance, { search }: { search: SearchService }): void {
  registerPrivateCall(app, CALLS.fileSearchStart, ({ payload, auth }) =>
    search.start(callerOf(auth), auth.session.token_hash, payload),
  );
  registerPrivateCall(app, CALLS.fileSearchResults, ({ payload, auth }) =>
    search.results(auth.user.id, payload.id, payload.from),
  );
  registerPrivateCall(app, CALLS.fileSearchCancel, ({ payload, auth }) => {
    search.cancel(auth.user.id, payload.id);
    return null;
  });
}
