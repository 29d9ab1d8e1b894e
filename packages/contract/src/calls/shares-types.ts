import { z } from 'zod';

/** DECISIONS: a new link lasts 3 days unless chosen otherwise (SHARE-04). */
export const SHARE_EXPIRE_DEFAULT_S = 259_200;
export const SHARE_EXPIRE_MIN_S = 3_600;
/** DECISIONS: lifetime choices go up to 30 days. */
export const SHARE_EXPIRE_MAX_S = 30 * 86_400;
/** The lifetimes the share dialog offers, in days. */
export const SHARE_EXPIRE_CHOICES_DAYS = [1, 3, 7, 30] as const;
/** An extraction code: 4 to 8 letters or digits; empty for none. */
export const SHARE_CODE_PATTERN = /^[A-Za-z0-9]{4,8}$/;
/** Wrong codes for one link from one address before it must wait, and how long. */
export const SHARE_CODE_LOCKOUT = { maxFailures: 5, lockMs: 10 * 60_000 } as const;
/** How long a share ticket (what a right code earns) is good for. */
export const SHARE_TICKET_MS = 2 * 3_600_000;
/** Where the public page of a link lives, under the page's base. */
export const SHARE_PAGE_PATH = '/home/share/';

/** SHARE-02: 0 = this device's own address (Coffer's default), 1 = enterprise channel, 2 = custom domain. */
export const SHARE_CONNECT = { device: 0, enterprise: 1, domain: 2 } as const;

export const zShareId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
export const zShareCode = z
  .string()
  .trim()
  .refine((code) => code === '' || SHARE_CODE_PATTERN.test(code), 'code: 4–8 letters or digits');

/** What a link is now: usable, past its expiry, its file gone, or its owner may no longer share. */
export const zShareState = z.enum(['active', 'expired', 'deleted', 'disabled']);
export type ShareState = z.infer<typeof zShareState>;

export const zShareLink = z.object({
  id: zShareId,
  name: z.string(),
  /** The owner's virtual path of the shared entry. */
  path: z.string(),
  is_dir: z.boolean(),
  /** The public page's absolute address. */
  url: z.string(),
  /** '' when the link needs no code. */
  code: z.string(),
  /** Epoch seconds. */
  expireAt: z.number().int(),
  createdAt: z.number().int(),
  visits: z.number().int(),
  downloads: z.number().int(),
  /** The owner's username. */
  owner: z.string(),
  state: zShareState,
});
export type ShareLink = z.infer<typeof zShareLink>;

export const zShareAudit = z.object({
  id: z.number().int(),
  shareId: z.string(),
  name: z.string(),
  owner: z.string(),
  kind: z.enum(['visit', 'download']),
  /** What was downloaded, relative to the shared entry ('' for the entry itself). */
  path: z.string(),
  ip: z.string(),
  /** Epoch seconds. */
  at: z.number().int(),
});
export type ShareAudit = z.infer<typeof zShareAudit>;

export const zShareConfig = z.object({
  connect_type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  domain: z.string(),
});
export type ShareConfig = z.infer<typeof zShareConfig>;

/** What the public page learns of a link before the code is given. */
export const zShareInfo = z.object({
  id: zShareId,
  name: z.string(),
  is_dir: z.boolean(),
  /** Bytes of a shared file; 0 for a folder. */
  size: z.number(),
  /** Epoch seconds of the shared entry's last change (a shared image's picture is addressed by it). */
  mtime: z.number().int(),
  owner: z.string(),
  expireAt: z.number().int(),
  needsCode: z.boolean(),
});
export type ShareInfo = z.infer<typeof zShareInfo>;

/** One entry of a shared folder; `path` is relative to the shared folder. */
export const zSharedItem = z.object({
  name: z.string(),
  path: z.string(),
  is_dir: z.boolean(),
  size: z.number(),
  mtime: z.number().int(),
  ftype: z.number().int(),
});
export type SharedItem = z.infer<typeof zSharedItem>;
