import { CALLS } from '@coffer/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { langOf } from '../../http/lang.js';
import { registerPrivateCall, registerRawPrivateCall } from '../../http/register-call.js';
import type { AuthContext } from '../auth/auth-context.js';
import type { Act, UserCenter } from './user-center.js';
import { sendCsv } from '../../http/csv.js';

function actOf(auth: AuthContext, request: FastifyRequest): Act {
  return {
    actor: { id: auth.user.id, username: auth.user.username, mainRole: auth.mainRole },
    ip: request.ip,
    lang: langOf(request.headers['accept-language']),
  };
}

/** The user center's account calls (issue 16 §1); PUSH-07's "disable the account now" among them. */
export function accountsRoutes(app: FastifyInstance, { center }: { center: UserCenter }): void {
  registerPrivateCall(app, CALLS.disableAccount, ({ payload, auth, request }) =>
    center.setDisabled(actOf(auth, request), payload.uid, true),
  );
  registerPrivateCall(app, CALLS.accountList, ({ payload }) =>
    center.list(payload.q, payload.offset, payload.limit),
  );
  registerPrivateCall(app, CALLS.accountCreate, ({ payload, auth, request }) =>
    center.create(actOf(auth, request), payload),
  );
  registerPrivateCall(app, CALLS.accountModify, ({ payload, auth, request }) =>
    center.modify(actOf(auth, request), payload),
  );
  registerPrivateCall(app, CALLS.accountResetPassword, ({ payload, auth, request }) =>
    center.resetPassword(actOf(auth, request), payload),
  );
  registerPrivateCall(app, CALLS.accountDelete, ({ payload, auth, request }) =>
    center.remove(actOf(auth, request), payload),
  );
  registerPrivateCall(app, CALLS.accountImport, ({ payload, auth, request }) =>
    center.importCsv(actOf(auth, request), payload.csv),
  );
  // A download as the log center's: the page saves it, a spreadsheet opens it (the BOM names UTF-8).
  registerRawPrivateCall(app, CALLS.accountExport, async ({ auth, request, reply }) => {
    const { name, csv } = center.exportCsv(actOf(auth, request));
    return sendCsv(request, reply, name, csv);
  });
}
