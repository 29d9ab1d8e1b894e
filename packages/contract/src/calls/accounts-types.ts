import { z } from 'zod';
import { zInt, zList } from '../fields.js';
import { PERMISSIONS } from '../permissions.js';
import { rolesAccess } from './define.js';

export const ACCOUNTS = rolesAccess(PERMISSIONS.accounts);
export const zRole = z.preprocess(
  (value) => (typeof value === 'string' && /^[123]$/.test(value.trim()) ? Number(value) : value),
  z.union([z.literal(1), z.literal(2), z.literal(3)]),
);
export const zUid = zInt.pipe(z.number().int().positive());
export const zUids = zList(zUid).pipe(z.array(z.number().int()).max(10_000));

/** One account as the user center lists it (ACCT-06: nickname, username, remark); never a secret. */
export const zAccountEntry = z.object({
  uid: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  remark: z.string(),
  mainRole: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  disabled: z.boolean(),
  /** Epoch seconds. */
  createdAt: z.number().int(),
  /** Ids of the groups the account is in. */
  groups: z.array(z.number().int()),
  /** The avatar's version: 0 when none (initials are shown), else when it was set (epoch ms). */
  avatar: z.number().int(),
});
export type AccountEntry = z.infer<typeof zAccountEntry>;

export const NICKNAME_MAX = 32;
export const REMARK_MAX = 64;
/** At most this many rows in one CSV import (each password is hashed on the device). */
export const IMPORT_ROWS_MAX = 500;
export const IMPORT_CSV_MAX_CHARS = 200_000;
export const GROUP_NAME_MAX = 32;

/** What becomes of a deleted account's files: handed to another account, or the public recycle bin. */
export const ACCOUNT_FILES_CHOICES = ['transfer', 'recycle'] as const;
export type AccountFilesChoice = (typeof ACCOUNT_FILES_CHOICES)[number];

export const zImportRow = z.object({
  /** The CSV line (the header is line 1). */
  line: z.number().int(),
  username: z.string(),
  result: z.enum(['created', 'refused']),
  /** The refusal's catalogue code and message; empty when created. */
  code: z.string(),
  message: z.string(),
});
export type ImportRow = z.infer<typeof zImportRow>;

export const zGroupEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Epoch seconds. */
  createdAt: z.number().int(),
  members: z.array(z.number().int()),
});
export type GroupEntry = z.infer<typeof zGroupEntry>;

/** The CSV columns of import and export, in order (docs/decisions.md "Accounts and groups"). */
export const ACCOUNT_CSV_COLUMNS = ['username', 'password', 'nickname', 'remark', 'role', 'groups'] as const;
