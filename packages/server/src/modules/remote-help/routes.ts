import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { registerPrivateCall } from '../../http/register-call.js';
import type { RemoteHelpService } from './remote-help-service.js';

/** Remote assistance's device paths (spec 1 T3; docs/decisions.md "Remote assistance"). */
export function remoteHelpRoutes(
  app: FastifyInstance,
  { remoteHelp }: { remoteHelp: RemoteHelpService },
): void {
  registerPrivateCall(app, CALLS.remoteHelpStatus, ({ auth }) => remoteHelp.status(auth));
  registerPrivateCall(app, CALLS.remoteHelpSign, ({ auth }) => remoteHelp.sign(auth));
  registerPrivateCall(app, CALLS.remoteHelpSendSms, ({ auth, payload }) => remoteHelp.sendSms(auth, payload));
  registerPrivateCall(app, CALLS.remoteHelpCheckSms, ({ auth, payload }) =>
    remoteHelp.checkSms(auth, payload),
  );
  registerPrivateCall(app, CALLS.remoteHelpOpen, ({ auth, payload }) =>
    remoteHelp.open(auth, payload.second),
  );
  registerPrivateCall(app, CALLS.remoteHelpClose, ({ auth, payload }) =>
    remoteHelp.close(auth, payload.second),
  );
  registerPrivateCall(app, CALLS.remoteHelpCopyLog, ({ auth, payload }) =>
    remoteHelp.copyLog(auth, payload.params),
  );
}
