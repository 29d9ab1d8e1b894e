import { CALLS } from '@coffer/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { langOf } from '../../http/lang.js';
import { registerPrivateCall } from '../../http/register-call.js';
import type { AuthContext } from '../auth/auth-context.js';
import type { DirectoryAct, DirectoryService } from './directory-service.js';

function actOf(auth: AuthContext, request: FastifyRequest): DirectoryAct {
  return {
    actor: { id: auth.user.id, username: auth.user.username, mainRole: auth.mainRole },
    ip: request.ip,
    lang: langOf(request.headers['accept-language']),
  };
}

/** Directory sign-in in the user center (issue 16 §5, ACCT-08). */
export function directoryRoutes(app: FastifyInstance, { directory }: { directory: DirectoryService }): void {
  registerPrivateCall(app, CALLS.directoryGet, () => directory.state());
  registerPrivateCall(app, CALLS.directoryTest, ({ payload, auth, request }) =>
    directory.test(actOf(auth, request), payload),
  );
  registerPrivateCall(app, CALLS.directorySave, ({ payload, auth, request }) =>
    directory.save(actOf(auth, request), payload),
  );
  registerPrivateCall(app, CALLS.directoryImport, ({ auth, request }) =>
    directory.import(actOf(auth, request)),
  );
  registerPrivateCall(app, CALLS.directoryAccounts, () => ({ items: directory.accounts() }));
  registerPrivateCall(app, CALLS.directoryDisconnect, ({ auth, request }) =>
    directory.disconnect(actOf(auth, request)),
  );
}
