import { CALLS, Code } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { registerPrivateCall } from '../../http/register-call.js';
import { audited } from '../audit/audit-act.js';
import type { UpsPolicyStore } from './ups-policy-store.js';
import type { UpsWatch } from './ups-watch.js';

/** `/ups/*`: the UPS readings and its shutdown policy; each change is audited. */
export function upsRoutes(
  app: FastifyInstance,
  { policy, watch }: { policy: UpsPolicyStore; watch: UpsWatch },
) {
  registerPrivateCall(app, CALLS.upsInfo, () => watch.info());
  registerPrivateCall(app, CALLS.upsSetting, ({ payload, request }) =>
    audited(request, { category: 'setting', action: 'ups.setting', detail: { ...payload } }, () =>
      policy.change(payload),
    ),
  );
  registerPrivateCall(app, CALLS.upsSwitch, ({ payload, request }) =>
    audited(request, { category: 'setting', action: 'ups.switch', detail: { enable: payload.enable } }, () =>
      policy.switch(payload.enable),
    ),
  );
  // A model with a built-in battery has this setting; this machine has none.
  registerPrivateCall(app, CALLS.upsBuiltInBattery, () => {
    throw new AppError(Code.upsNoBuiltInBattery);
  });
}
