import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { registerPrivateCall } from '../../http/register-call.js';
import { audited } from '../audit/audit-act.js';
import type { AccountsService } from './accounts-service.js';

/** Account actions of the desktop (the user center arrives with the accounts apps). */
export function accountsRoutes(app: FastifyInstance, { accounts }: { accounts: AccountsService }): void {
  registerPrivateCall(app, CALLS.disableAccount, async ({ payload, auth, request }) => {
    const act = (done?: { username: string }) =>
      ({ category: 'account', action: 'user.disable', target: done?.username ?? `#${payload.uid}` }) as const;
    const answer = await audited(request, act, () =>
      accounts.setDisabled({
        userid: payload.uid,
        disabled: true,
        by: { id: auth.user.id, mainRole: auth.user.main_role },
      }),
    );
    app.log.info({ event: 'user.disable', userid: auth.user.id, target: answer.userid }, 'account disabled');
    return answer;
  });
}
