import { AGENT_SERVICE, ADMIN_ROLES, CALLS, TASK_EVENT_TYPE } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { langOf } from '../../http/lang.js';
import type { PoolService } from '../../storage/pools/pool-service.js';
import type { PushHub } from '../push/push-hub.js';
import { answering } from '../storage/storage-answer.js';
import { agentService, registerAgentServices, type AgentService } from './agent-dispatcher.js';

export interface AgentRoutesDeps {
  pools: PoolService;
  push: PushHub;
  /** A pool's state changed: what `/zspool/info` shows is stale. */
  changed: () => void;
  /** The other modules' services on the same path (the security agent's `safe.*`). */
  services?: readonly AgentService[];
}

/**
 * `/v1/api/agent` (spec 3 §4, §7; SEC-01): one path, one service per request. Here the pool-unlocked
 * task event the page sends after `/zspool/decrypted/pool`: it succeeds once the pool's plain view is
 * mounted, and then every open window of an administrator reads the pool again
 * (`storage_complete_change`). The other modules' services come in `services`.
 */
export function agentRoutes(
  app: FastifyInstance,
  { pools, push, changed, services = [] }: AgentRoutesDeps,
): void {
  const poolUnlocked = agentService(CALLS.agentTaskEvent, async ({ payload, request, auth }) => {
    const lang = langOf(request.headers['accept-language']);
    const { id } = await answering(lang, () => pools.unlockedEvent(payload.id));
    changed();
    push.publish(
      'storage_complete_change',
      { types: 'unlock', type: 'pool_unlocked', pool_id: id, state: 'done', lasttime: Date.now() },
      { kind: 'roles', roles: ADMIN_ROLES },
    );
    app.log.info(
      {
        event: 'agent.task-event',
        service: payload.service,
        type: payload.type,
        userid: auth.user.id,
        poolId: id,
      },
      'pool unlocked task event',
    );
    return { service: AGENT_SERVICE.poolUnlocked, type: TASK_EVENT_TYPE.poolUnlocked, id };
  });
  registerAgentServices(app, [poolUnlocked, ...services]);
}
