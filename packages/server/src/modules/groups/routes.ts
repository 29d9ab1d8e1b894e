import { CALLS } from '@coffer/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerPrivateCall } from '../../http/register-call.js';
import type { AuthContext } from '../auth/auth-context.js';
import type { GroupAct, GroupsService } from './groups-service.js';

function actOf(auth: AuthContext, request: FastifyRequest): GroupAct {
  return {
    actor: { id: auth.user.id, username: auth.user.username, mainRole: auth.mainRole },
    ip: request.ip,
  };
}

/** Groups in the user center (issue 16 §2). */
export function groupsRoutes(app: FastifyInstance, { groups }: { groups: GroupsService }): void {
  registerPrivateCall(app, CALLS.groupList, () => ({ items: groups.list() }));
  registerPrivateCall(app, CALLS.groupCreate, ({ payload, auth, request }) =>
    groups.create(actOf(auth, request), payload.name, payload.members),
  );
  registerPrivateCall(app, CALLS.groupRename, ({ payload, auth, request }) =>
    groups.rename(actOf(auth, request), payload.id, payload.name),
  );
  registerPrivateCall(app, CALLS.groupDelete, ({ payload, auth, request }) =>
    groups.remove(actOf(auth, request), payload.id),
  );
  registerPrivateCall(app, CALLS.groupMembers, ({ payload, auth, request }) =>
    groups.members(actOf(auth, request), payload.id, payload.add, payload.remove),
  );
}
