import { z } from 'zod';
import { zFlag, zInt, zList } from '../fields.js';
import { PERMISSIONS } from '../permissions.js';
import { defineCall, rolesAccess } from './define.js';
import {
  SAFE_SERVICE,
  zIpBlackEntry,
  zIpEntryId,
  zIpRemark,
  zIpText,
  zIpWhiteEntry,
  zIpBatchReport,
  IP_BATCH_MAX_CHARS,
  zSafeConf,
  zUserLimitConf,
} from './safe-types.js';

/** The security agent (SEC-01): one path, told apart by `service` (query `s`/`service`, or body). */
const AGENT_PATH = '/v1/api/agent';
const access = rolesAccess(PERMISSIONS.security);

function agentCall<S extends string, P extends z.ZodRawShape, R extends z.ZodType>(
  service: S,
  payload: P,
  response: R,
) {
  return defineCall({
    method: 'POST',
    path: AGENT_PATH,
    service,
    payload: z.object({ service: z.literal(service), ...payload }),
    response,
    access,
    queryFields: ['service'],
  });
}

const zOffset = zInt.pipe(z.number().int().min(0)).default(0);
const zLimit = zInt.pipe(z.number().int().min(1).max(1000)).default(50);
const listPayload = { offset: zOffset, limit: zLimit, keyword: z.string().trim().max(64).default('') };
const zIds = zList(zIpEntryId).pipe(z.array(z.number().int().min(1)).min(1).max(1000));
const zChanged = z.object({ changed: z.number().int() });

export const safeIpWhiteAdd = agentCall(
  SAFE_SERVICE.ipWhiteAdd,
  { ip: zIpText, remark: zIpRemark },
  zIpWhiteEntry,
);
export const safeIpWhiteDel = agentCall(SAFE_SERVICE.ipWhiteDel, { ids: zIds }, zChanged);
export const safeIpWhiteList = agentCall(
  SAFE_SERVICE.ipWhiteList,
  listPayload,
  z.object({ total: z.number().int(), items: z.array(zIpWhiteEntry) }),
);
/** The allow list as CSV (`text/csv` attachment); a refusal is an envelope. */
export const safeIpWhiteExport = agentCall(SAFE_SERVICE.ipWhiteExport, {}, z.unknown());

export const safeIpBlackAdd = agentCall(
  SAFE_SERVICE.ipBlackAdd,
  { ip: zIpText, remark: zIpRemark },
  zIpBlackEntry,
);
export const safeIpBlackDel = agentCall(SAFE_SERVICE.ipBlackDel, { ids: zIds }, zChanged);
/** Lock: the entries block again. */
export const safeIpBlackLock = agentCall(SAFE_SERVICE.ipBlackLock, { ids: zIds }, zChanged);
/** Unlock: the entries stay listed and block nothing. */
export const safeIpBlackUnlock = agentCall(SAFE_SERVICE.ipBlackUnlock, { ids: zIds }, zChanged);
export const safeIpBlackList = agentCall(
  SAFE_SERVICE.ipBlackList,
  listPayload,
  z.object({ total: z.number().int(), items: z.array(zIpBlackEntry) }),
);
/** The block list as CSV (`text/csv` attachment); a refusal is an envelope. */
export const safeIpBlackExport = agentCall(SAFE_SERVICE.ipBlackExport, {}, z.unknown());

/**
 * Many entries at once (Coffer's): one per line, `ip` or `ip,remark` (an exported list's CSV reads
 * back; its header line is skipped). Every good line is added in one transaction with one rebuild
 * of the gate; the report names each refused line and why.
 */
const batchPayload = { text: z.string().max(IP_BATCH_MAX_CHARS) };
export const safeIpWhiteBatchAdd = agentCall(SAFE_SERVICE.ipWhiteBatchAdd, batchPayload, zIpBatchReport);
export const safeIpBlackBatchAdd = agentCall(SAFE_SERVICE.ipBlackBatchAdd, batchPayload, zIpBatchReport);

export const safeUserLimitConfGet = agentCall(SAFE_SERVICE.userLimitConfGet, {}, zUserLimitConf);
export const safeUserLimitConfSet = agentCall(
  SAFE_SERVICE.userLimitConfSet,
  {
    maxFailures: zInt.pipe(zUserLimitConf.shape.maxFailures),
    blockSeconds: zInt.pipe(zUserLimitConf.shape.blockSeconds),
  },
  zUserLimitConf,
);

/** The safety settings and the machine's firewall and antivirus as they really are. */
export const safeSafeConfGet = agentCall(SAFE_SERVICE.safeConfGet, {}, zSafeConf);
export const safeSafeConfSet = agentCall(SAFE_SERVICE.safeConfSet, { autoBlock: zFlag }, zSafeConf);
