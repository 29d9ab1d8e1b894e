import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { registerPrivateCall } from '../../http/register-call.js';
import { audited } from '../audit/audit-act.js';
import type { PowerPlan } from './power-plan.js';

/** `/setting/pps/*`: the power plan schedule; a change is audited. */
export function powerPlanRoutes(app: FastifyInstance, { plan }: { plan: PowerPlan }): void {
  registerPrivateCall(app, CALLS.ppsLoad, () => plan.load());
  registerPrivateCall(app, CALLS.ppsSet, ({ payload, request }) =>
    audited(
      request,
      { category: 'setting', action: 'power.schedule.set', detail: { entries: payload.entries } },
      () => plan.set(payload.entries),
    ),
  );
}
