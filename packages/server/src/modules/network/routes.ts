import {
  CALLS,
  failEnvelope,
  networkMessageOf,
  okEnvelope,
  type AuditAction,
  type CallDef,
  type NetworkChangeFlag,
} from '@coffer/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { langOf } from '../../http/lang.js';
import { registerRawPrivateCall } from '../../http/register-call.js';
import type { AuthContext } from '../auth/auth-context.js';
import { auditAct } from '../audit/audit-act.js';
import { NetFailure } from './net-failure.js';
import type { NetworkService } from './network-service.js';

interface Input<C extends CallDef> {
  payload: z.output<C['payload']>;
  auth: AuthContext;
  request: FastifyRequest;
}

/**
 * A network call: its refusals answer the network family's codes with their network-table messages
 * (SET-NET-05; 400/404/409/500 mean something else there than in the catalogue) and every field's
 * problem in `data.errors`.
 */
function networkCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: (input: Input<C>) => Promise<unknown>,
): void {
  registerRawPrivateCall(app, call, async ({ payload, auth, request, reply }) => {
    try {
      const data = await handler({ payload, auth, request });
      request.answerCode = 200;
      return send(reply, okEnvelope(data));
    } catch (error) {
      if (!(error instanceof NetFailure)) throw error;
      const lang = langOf(request.headers['accept-language']);
      request.answerCode = error.code;
      const errors = error.problems.map((problem) => ({
        ...problem,
        message: networkMessageOf(problem.code, lang),
      }));
      return send(reply, failEnvelope(error.code, networkMessageOf(error.code, lang), { errors }));
    }
  });
}

function send(reply: FastifyReply, envelope: unknown) {
  return reply
    .code(200)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(envelope));
}

const CHANGE_ACTIONS: Record<NetworkChangeFlag, AuditAction> = {
  update: 'network.change',
  create_bond: 'network.bond.create',
  remove_bond: 'network.bond.remove',
  wifi_disconnect: 'network.wifi.disconnect',
};

/** `/settings`, `/network/diagnose`, `/wakeol/*` (SET-NET-01, -06). */
export function networkRoutes(app: FastifyInstance, { network }: { network: NetworkService }): void {
  networkCall(app, CALLS.networkRead, ({ payload }) => network.read(payload.flag));

  networkCall(app, CALLS.networkChange, async ({ payload, request }) => {
    const change = await network.plan(payload.flag, payload);
    const applied = await network.apply(change);
    auditAct(request, {
      category: 'setting',
      action: CHANGE_ACTIONS[payload.flag as NetworkChangeFlag],
      target: payload.name,
      detail: { dryRun: applied.dryRun, files: applied.files.map((file) => file.path) },
    });
    return applied;
  });

  networkCall(app, CALLS.networkDiagnose, ({ payload }) => network.diagnose(payload));

  networkCall(app, CALLS.wakeOnLanGet, () => network.wakeOnLan());

  networkCall(app, CALLS.wakeOnLanSet, async ({ payload, request }) => {
    const applied = await network.apply(await network.planWakeOnLan(payload.name, payload.enabled));
    auditAct(request, {
      category: 'setting',
      action: 'network.wol',
      target: payload.name,
      detail: { enabled: payload.enabled === '1', dryRun: applied.dryRun },
    });
    return applied;
  });
}
