import { CALLS } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { registerPrivateCall } from '../../http/register-call.js';
import { audited } from '../audit/audit-act.js';
import type { SubAdminPermsStore } from './sub-admin-perms.js';

/** `/setting/sub/perm*`: which settings areas operations administrators may change. */
export function subAdminRoutes(app: FastifyInstance, { perms }: { perms: SubAdminPermsStore }): void {
  registerPrivateCall(app, CALLS.subPermLoad, () => perms.load());
  registerPrivateCall(app, CALLS.subPermSet, ({ payload, request }) =>
    audited(request, { category: 'setting', action: 'subadmin.perm.set', detail: { ...payload } }, () =>
      perms.change(payload),
    ),
  );
}
