import { z } from 'zod';
import { zInt } from '../fields.js';

/** What an audited act is about (LOG); the log center filters by it. */
export const AUDIT_CATEGORIES = [
  'signin',
  'account',
  'group',
  'permission',
  'security',
  'storage',
  'file',
  'share',
  'setting',
  'system',
] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];
export const zAuditCategory = z.enum(AUDIT_CATEGORIES);

/** Retention of the audit log in days (logSetting): default 180, at least 7, at most 3650. */
export const LOG_KEEP_DAYS = { default: 180, min: 7, max: 3650 } as const;

export const zLogSetting = z.object({
  keepDays: zInt.pipe(z.number().int().min(LOG_KEEP_DAYS.min).max(LOG_KEEP_DAYS.max)),
});

/** One row of the audit log as the log center shows it; `result` is `ok` or a refusal code. */
export const zAuditEntry = z.object({
  id: z.number().int(),
  at: z.number().int(),
  userId: z.number().int().nullable(),
  username: z.string(),
  ip: z.string(),
  category: zAuditCategory,
  action: z.string(),
  target: z.string(),
  result: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.output<typeof zAuditEntry>;

const zMs = zInt.pipe(z.number().int().min(0).max(8_640_000_000_000_000));

/**
 * The log center's filters (all optional, combined with AND): `from`/`to` in ms since the epoch
 * (inclusive), a category, a username (exact), a result (`ok`, `fail` = anything but ok, or one
 * code) and `q`, free text found in the action, target, username or address.
 */
export const zLogFilter = z.object({
  from: zMs.optional(),
  to: zMs.optional(),
  category: zAuditCategory.optional(),
  username: z.string().trim().max(128).optional(),
  result: z.string().trim().max(16).optional(),
  q: z.string().trim().max(200).optional(),
});
export type LogFilter = z.output<typeof zLogFilter>;

/** One entry of a user's own activity feed (action log): an audit row that concerns them. */
export const zActionItem = zAuditEntry.extend({
  /** The user has looked at it (`/action/known`); new items are those not known. */
  known: z.boolean(),
});
export type ActionItem = z.output<typeof zActionItem>;
