import { z } from 'zod';

/** The smallest storage limit: below it an account could not even hold its folder's metadata. */
export const QUOTA_MIN_BYTES = 2 ** 20;
/** The largest: the disk maximum of the spec (0x640000000000 bytes, docs/decisions.md "Storage"). */
export const QUOTA_MAX_BYTES = 0x640000000000;

/**
 * A limit as a form or JSON body gives it: bytes, or `none` (also an empty value or null) to lift
 * it. Bytes travel as a decimal string in a form body.
 */
export const zQuotaLimit = z.preprocess((value) => {
  if (value === null || value === 'none' || value === '') return null;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
  return value;
}, z.number().int().nullable());

/**
 * How a limit stands on the default pool: `ok` (measured; a limit is held by the kernel), `pending` (the account's
 * folder is not made yet: the limit is applied when it is), `unenforceable` (the pool's folders are
 * not subvolumes: an encrypted pool), `nopool` (no usable pool).
 */
export const QUOTA_STATES = ['ok', 'pending', 'unenforceable', 'nopool'] as const;
export type QuotaState = (typeof QUOTA_STATES)[number];

/** One account's storage on the default pool: bytes used and its limit (null: none). */
export const zQuotaEntry = z.object({
  uid: z.number().int(),
  /** Bytes the account's folder refers to; null where it cannot be measured (see `state`). */
  used: z.number().nullable(),
  limit: z.number().nullable(),
  state: z.enum(QUOTA_STATES),
});
export type QuotaEntry = z.infer<typeof zQuotaEntry>;

/** The default pool the figures are about. */
export const zQuotaPool = z.object({ id: z.string(), name: z.string() }).nullable();
