import { z } from 'zod';
import { zCipher, zFlag, zInt, zKeyId } from '../fields.js';
import { defineCall } from './define.js';
import {
  ACCOUNTS,
  ACCOUNT_FILES_CHOICES,
  IMPORT_CSV_MAX_CHARS,
  NICKNAME_MAX,
  REMARK_MAX,
  zAccountEntry,
  zRole,
  zUid,
  zUids,
  zImportRow,
} from './accounts-types.js';

/**
 * Disables an account at once (PUSH-07: offered with the new-device-login warning). Its sessions end
 * at their next call with L009004; the super administrator cannot be disabled.
 */
export const disableAccount = defineCall({
  method: 'POST',
  path: '/account/disable',
  payload: z.object({ uid: zInt }),
  response: z.object({ userid: z.number().int(), username: z.string(), disabled: z.boolean() }),
  access: ACCOUNTS,
});

/** Every account (T3 `/account/user/list`), filtered by `q` (username, nickname, remark), a page at a time. */
export const accountList = defineCall({
  method: 'POST',
  path: '/account/user/list',
  payload: z.object({
    q: z.string().max(64).default(''),
    offset: zInt.pipe(z.number().int().min(0)).default(0),
    limit: zInt.pipe(z.number().int().min(1).max(10_000)).default(100),
  }),
  response: z.object({ total: z.number().int(), items: z.array(zAccountEntry) }),
  access: ACCOUNTS,
});

/** Creates an account (T3 `/auth/add`); the password travels sealed with the device key. */
export const accountCreate = defineCall({
  method: 'POST',
  path: '/auth/add',
  payload: z.object({
    username: z.string().trim().min(1).max(64),
    password: zCipher,
    key_id: zKeyId,
    nickname: z.string().trim().max(NICKNAME_MAX).default(''),
    remark: z.string().trim().max(REMARK_MAX).default(''),
    mainRole: zRole,
    groups: zUids.default([]),
  }),
  response: zAccountEntry,
  access: ACCOUNTS,
});

/** Changes what is given of nickname, remark, role and enabled; one audit row per call. */
export const accountModify = defineCall({
  method: 'POST',
  path: '/account/modify',
  payload: z.object({
    uid: zUid,
    nickname: z.string().trim().max(NICKNAME_MAX).optional(),
    remark: z.string().trim().max(REMARK_MAX).optional(),
    mainRole: zRole.optional(),
    disabled: zFlag.optional(),
    /** Exactly these groups (the user editor's choice), set in the same transaction. */
    groups: zUids.optional(),
  }),
  response: zAccountEntry,
  access: ACCOUNTS,
});

/** Sets a new password (sealed); the account is signed out everywhere. */
export const accountResetPassword = defineCall({
  method: 'POST',
  path: '/account/reset_password',
  payload: z.object({ uid: zUid, password: zCipher, key_id: zKeyId }),
  response: z.object({ uid: z.number().int(), revokedSessions: z.number().int() }),
  access: ACCOUNTS,
});

/**
 * Deletes an account (T3 `/account/delete`). Its files are handed to `receiver` (moved into the
 * receiver's folder under a dated name) or moved to the public recycle bin; its share links end.
 */
export const accountDelete = defineCall({
  method: 'POST',
  path: '/account/delete',
  payload: z.object({
    uid: zUid,
    files: z.enum(ACCOUNT_FILES_CHOICES),
    receiver: zUid.optional(),
  }),
  response: z.object({
    uid: z.number().int(),
    username: z.string(),
    files: z.enum(ACCOUNT_FILES_CHOICES),
    /** Where the files went: the receiver's virtual path or the recycle bin's entry name; '' when none. */
    movedTo: z.string(),
    sharesEnded: z.number().int(),
  }),
  access: ACCOUNTS,
  timeoutMs: 300_000,
});

/** Creates accounts from CSV text (ACCOUNT_CSV_COLUMNS); answers one report row per CSV row. */
export const accountImport = defineCall({
  method: 'POST',
  path: '/account/import',
  bodyType: 'json',
  payload: z.object({ csv: z.string().min(1).max(IMPORT_CSV_MAX_CHARS) }),
  response: z.object({ created: z.number().int(), refused: z.number().int(), rows: z.array(zImportRow) }),
  access: ACCOUNTS,
  timeoutMs: 600_000,
});

/**
 * Every account as a CSV download (no passwords; `text/csv` attachment with a BOM), by the session
 * cookie; a refusal is an envelope.
 */
export const accountExport = defineCall({
  method: 'GET',
  path: '/account/export',
  payload: z.object({}),
  response: z.unknown(),
  access: ACCOUNTS,
  cookieAuth: true,
});
