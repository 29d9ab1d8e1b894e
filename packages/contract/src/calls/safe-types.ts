import { z } from 'zod';
import { SECOND, MINUTE, DAY } from '../constants.js';

/**
 * The security agent's services (SEC-01): `POST /v1/api/agent?s=<service>`, the service also in the
 * body's `service` field. `IpBlackDel` is Coffer's: the spec lists no way to remove a block entry.
 */
export const SAFE_SERVICE = {
  userLimitConfSet: 'safe.UserLimitConfSet',
  userLimitConfGet: 'safe.UserLimitConfGet',
  safeConfSet: 'safe.SafeConfSet',
  safeConfGet: 'safe.SafeConfGet',
  ipWhiteAdd: 'safe.IpWhiteAdd',
  ipWhiteDel: 'safe.IpWhiteDel',
  ipWhiteList: 'safe.IpWhiteList',
  ipWhiteExport: 'safe.IpWhiteExport',
  ipBlackAdd: 'safe.IpBlackAdd',
  ipBlackDel: 'safe.IpBlackDel',
  ipBlackLock: 'safe.IpBlackLock',
  ipBlackUnlock: 'safe.IpBlackUnlock',
  ipBlackList: 'safe.IpBlackList',
  ipBlackExport: 'safe.IpBlackExport',
  // Coffer's: many entries in one act (issue 16), one line each.
  ipWhiteBatchAdd: 'safe.IpWhiteBatchAdd',
  ipBlackBatchAdd: 'safe.IpBlackBatchAdd',
} as const;

/** Entries one list may hold. */
export const IP_LIST_MAX = 10_000;

/**
 * Sign-in limits (SEC-02, fields Coffer's): wrong passwords of one account from one address before
 * that address is blocked, and for how long. The defaults are the sign-in lockout's (issue 2 §5).
 */
export const USER_LIMIT = {
  minFailures: 1,
  maxFailures: 100,
  defaultFailures: 5,
  minBlockSeconds: 1,
  maxBlockSeconds: (30 * DAY) / SECOND,
  defaultBlockSeconds: (15 * MINUTE) / SECOND,
} as const;

export const zIpText = z.string().trim().min(1).max(64);
export const zIpRemark = z.string().trim().max(200).default('');
export const zIpEntryId = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z.number().int().min(1),
);

export const zIpWhiteEntry = z.object({
  id: z.number().int(),
  ip: z.string(),
  remark: z.string(),
  created_at: z.number().int(),
});
export type IpWhiteEntry = z.output<typeof zIpWhiteEntry>;

export const zIpBlackEntry = z.object({
  id: z.number().int(),
  ip: z.string(),
  remark: z.string(),
  /** Blocking now; an unlocked entry stays listed and blocks nothing. */
  locked: z.boolean(),
  /** Added by the sign-in limits, not by a person. */
  auto: z.boolean(),
  /** Epoch milliseconds when it stops blocking and goes; 0 for never. */
  expires_at: z.number().int(),
  created_at: z.number().int(),
});
export type IpBlackEntry = z.output<typeof zIpBlackEntry>;

export const zUserLimitConf = z.object({
  maxFailures: z.number().int().min(USER_LIMIT.minFailures).max(USER_LIMIT.maxFailures),
  blockSeconds: z.number().int().min(USER_LIMIT.minBlockSeconds).max(USER_LIMIT.maxBlockSeconds),
});
export type UserLimitConf = z.output<typeof zUserLimitConf>;

/**
 * What the machine really has (nothing pretends): `missing` names the tools that are not installed;
 * `error` says why an installed tool did not answer; `detail` is its own output (trimmed).
 */
export const zHostProtection = z.object({
  installed: z.boolean(),
  running: z.boolean(),
  version: z.string(),
  missing: z.array(z.string()),
  error: z.string(),
  detail: z.string(),
});
export type HostProtection = z.output<typeof zHostProtection>;

export const zSafeConf = z.object({
  /** The sign-in limits add automatic entries to the block list. */
  autoBlock: z.boolean(),
  firewall: zHostProtection,
  antivirus: zHostProtection,
});
export type SafeConf = z.output<typeof zSafeConf>;

/** One batch of entries: at most this many lines, this many characters (pasted or a CSV/TXT file). */
export const IP_BATCH_MAX_LINES = IP_LIST_MAX;
export const IP_BATCH_MAX_CHARS = 512_000;

/** A line of a batch that was not added: its number (1-based), what it held, and why. */
export const zIpBatchRefusal = z.object({
  line: z.number().int(),
  ip: z.string(),
  code: z.string(),
  message: z.string(),
});
export type IpBatchRefusal = z.infer<typeof zIpBatchRefusal>;

export const zIpBatchReport = z.object({
  added: z.number().int(),
  refused: z.array(zIpBatchRefusal),
});
export type IpBatchReport = z.infer<typeof zIpBatchReport>;
