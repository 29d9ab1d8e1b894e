import { CALLS } from '@coffer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { langOf } from '../../http/lang.js';
import { toCsv } from '../../storage/usage/usage-csv.js';
import { agentService, rawAgentService, type AgentService } from '../agent/agent-dispatcher.js';
import type { AuthContext } from '../auth/auth-context.js';
import { antivirusState, firewallState } from './host-protection.js';
import type { IpListKind } from './ip-lists-store.js';
import type { Requester, SecurityService } from './security-service.js';
import { sendCsv } from '../../http/csv.js';

function requester(auth: AuthContext, request: FastifyRequest): Requester {
  return { actor: { id: auth.user.id, username: auth.user.username }, ip: request.ip };
}

function isoOrEmpty(at: number): string {
  return at > 0 ? new Date(at).toISOString() : '';
}

function sendIpListCsv(
  kind: IpListKind,
  security: SecurityService,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const rows = security
    .exportRows(kind)
    .map((entry) =>
      'locked' in entry
        ? [
            entry.ip,
            entry.remark,
            entry.locked ? 'locked' : 'unlocked',
            entry.auto ? 'auto' : 'manual',
            isoOrEmpty(entry.expires_at),
            isoOrEmpty(entry.created_at),
          ]
        : [entry.ip, entry.remark, isoOrEmpty(entry.created_at)],
    );
  const header =
    kind === 'block'
      ? ['ip', 'remark', 'state', 'source', 'expires_at', 'created_at']
      : ['ip', 'remark', 'created_at'];
  const day = new Date().toISOString().slice(0, 10);
  return sendCsv(request, reply, `ip-${kind}-list-${day}.csv`, toCsv(header, rows));
}

async function safeConf(security: SecurityService) {
  const [firewall, antivirus] = await Promise.all([firewallState(), antivirusState()]);
  return { autoBlock: security.autoBlockOn(), firewall, antivirus };
}

/** The security agent's services (`safe.*`), served on the agent path by `modules/agent`. */
export function securityAgentServices(security: SecurityService): AgentService[] {
  return [
    agentService(CALLS.safeIpWhiteAdd, ({ payload, auth, request }) =>
      security.addAllow(payload.ip, payload.remark, requester(auth, request)),
    ),
    agentService(CALLS.safeIpWhiteDel, ({ payload, auth, request }) => ({
      changed: security.deleteAllow(payload.ids, requester(auth, request)),
    })),
    agentService(CALLS.safeIpWhiteList, ({ payload }) =>
      security.listAllow(payload.offset, payload.limit, payload.keyword),
    ),
    rawAgentService(CALLS.safeIpWhiteExport, async ({ request, reply }) =>
      sendIpListCsv('allow', security, request, reply),
    ),
    agentService(CALLS.safeIpBlackAdd, ({ payload, auth, request }) =>
      security.addBlock(payload.ip, payload.remark, requester(auth, request)),
    ),
    agentService(CALLS.safeIpBlackDel, ({ payload, auth, request }) => ({
      changed: security.deleteBlock(payload.ids, requester(auth, request)),
    })),
    agentService(CALLS.safeIpBlackLock, ({ payload, auth, request }) => ({
      changed: security.setBlockLocked(payload.ids, true, requester(auth, request)),
    })),
    agentService(CALLS.safeIpBlackUnlock, ({ payload, auth, request }) => ({
      changed: security.setBlockLocked(payload.ids, false, requester(auth, request)),
    })),
    agentService(CALLS.safeIpBlackList, ({ payload }) =>
      security.listBlock(payload.offset, payload.limit, payload.keyword),
    ),
    rawAgentService(CALLS.safeIpBlackExport, async ({ request, reply }) =>
      sendIpListCsv('block', security, request, reply),
    ),
    agentService(CALLS.safeIpWhiteBatchAdd, ({ payload, auth, request }) =>
      security.addMany(
        'allow',
        payload.text,
        requester(auth, request),
        langOf(request.headers['accept-language']),
      ),
    ),
    agentService(CALLS.safeIpBlackBatchAdd, ({ payload, auth, request }) =>
      security.addMany(
        'block',
        payload.text,
        requester(auth, request),
        langOf(request.headers['accept-language']),
      ),
    ),
    agentService(CALLS.safeUserLimitConfGet, () => security.userLimit()),
    agentService(CALLS.safeUserLimitConfSet, ({ payload, auth, request }) =>
      security.setUserLimit(
        { maxFailures: payload.maxFailures, blockSeconds: payload.blockSeconds },
        requester(auth, request),
      ),
    ),
    agentService(CALLS.safeSafeConfGet, () => safeConf(security)),
    agentService(CALLS.safeSafeConfSet, ({ payload, auth, request }) => {
      security.setAutoBlock(payload.autoBlock, requester(auth, request));
      return safeConf(security);
    }),
  ];
}
