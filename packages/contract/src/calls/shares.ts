import { z } from 'zod';
import { PERMISSIONS } from '../permissions.js';
import { zFlag, zInt, zList } from '../fields.js';
import { defineCall, PUBLIC, rolesAccess } from './define.js';
import { zVirtualPath } from './files-types.js';
import { zThumbSize } from './transfers-types.js';
import {
  SHARE_EXPIRE_DEFAULT_S,
  SHARE_EXPIRE_MAX_S,
  SHARE_EXPIRE_MIN_S,
  zShareAudit,
  zShareCode,
  zShareConfig,
  zShareId,
  zShareInfo,
  zShareLink,
  zSharedItem,
} from './shares-types.js';

const OWN_SHARES = rolesAccess(PERMISSIONS.ownShares);
const zExpire = zInt.pipe(z.number().int().min(SHARE_EXPIRE_MIN_S).max(SHARE_EXPIRE_MAX_S));
const zOffset = zInt.pipe(z.number().int().min(0)).default(0);
const zLimit = zInt.pipe(z.number().int().min(1).max(1000)).default(100);
/** A path inside a shared folder, relative to it ('' is the folder itself). */
const zSharedPath = z.string().max(16_384).default('');
const zTicket = z.string().min(1).max(512);

/** A link to a file or folder of the caller's (SHARE-01); the path is resolved as the caller. */
export const shareCreate = defineCall({
  method: 'POST',
  path: '/v2/tob/share/create',
  bodyType: 'json',
  payload: z.object({
    path: zVirtualPath,
    expire: zExpire.default(SHARE_EXPIRE_DEFAULT_S),
    code: zShareCode.default(''),
  }),
  response: zShareLink,
  access: OWN_SHARES,
  appService: 'shareManage',
});

/** The caller's links, newest first; administrators may ask for everyone's with `all`. */
export const shareList = defineCall({
  method: 'POST',
  path: '/v2/tob/share/list',
  payload: z.object({ all: zFlag.default(false), offset: zOffset, limit: zLimit }),
  response: z.object({ total: z.number().int(), items: z.array(zShareLink) }),
  access: OWN_SHARES,
  appService: 'shareManage',
});

/** Deletes links of the caller's (administrators: anyone's). */
export const shareDelete = defineCall({
  method: 'POST',
  path: '/v2/tob/share/delete',
  payload: z.object({ ids: zList(zShareId).pipe(z.array(zShareId).min(1).max(1000)) }),
  response: z.object({ deleted: z.number().int() }),
  access: OWN_SHARES,
  appService: 'shareManage',
});

/** A new lifetime (counted from now) and/or a new code ('' removes it). */
export const shareModify = defineCall({
  method: 'POST',
  path: '/v2/tob/share/modify',
  payload: z.object({ id: zShareId, expire: zExpire.optional(), code: zShareCode.optional() }),
  response: zShareLink,
  access: OWN_SHARES,
  appService: 'shareManage',
});

/** Visits and downloads of the caller's links, newest first; administrators may ask for all. */
export const shareAuditList = defineCall({
  method: 'POST',
  path: '/v2/tob/share/audit/list',
  payload: z.object({
    all: zFlag.default(false),
    id: zShareId.optional(),
    offset: zOffset,
    limit: zLimit,
  }),
  response: z.object({ total: z.number().int(), items: z.array(zShareAudit) }),
  access: OWN_SHARES,
  appService: 'shareManage',
});

/** The roots the caller may share from. */
export const shareDirTop = defineCall({
  method: 'POST',
  path: '/v2/tob/share/dir/top',
  payload: z.object({}),
  response: z.object({ dirs: z.array(z.object({ name: z.string(), path: z.string() })) }),
  access: OWN_SHARES,
  appService: 'shareManage',
});

/** SHARE-02: how links are addressed; everyone reads it to know where their links point. */
export const shareConfigGet = defineCall({
  method: 'POST',
  path: '/v2/tob/share/config/get',
  payload: z.object({}),
  response: zShareConfig,
  access: OWN_SHARES,
  appService: 'shareManage',
});

/** connect_type 2 needs a domain; 1 (enterprise channel) answers 510: there is none on a LAN box. */
export const shareConfigSet = defineCall({
  method: 'POST',
  path: '/v2/tob/share/config/set',
  payload: z.object({
    connect_type: zInt.pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])),
    domain: z.string().trim().max(253).default(''),
  }),
  response: zShareConfig,
  access: rolesAccess(PERMISSIONS.shares),
  appService: 'shareManage',
});

/** Public: a link's name, size, owner and whether it needs a code; counts a visit. */
export const shareInfo = defineCall({
  method: 'POST',
  path: '/v2/share/info',
  bodyType: 'json',
  payload: z.object({ id: zShareId }),
  response: zShareInfo,
  access: PUBLIC,
});

/** Public: a ticket for the link when the code matches (any code for a link without one). */
export const shareCheck = defineCall({
  method: 'POST',
  path: '/v2/share/check',
  bodyType: 'json',
  payload: z.object({ id: zShareId, code: z.string().max(64).default('') }),
  response: z.object({ ticket: zTicket, expireAt: z.number().int() }),
  access: PUBLIC,
});

/** Public: one folder inside a shared folder. */
export const sharePublicList = defineCall({
  method: 'POST',
  path: '/v2/share/list',
  bodyType: 'json',
  payload: z.object({
    id: zShareId,
    ticket: zTicket,
    path: zSharedPath,
    offset: zOffset,
    limit: zLimit,
  }),
  response: z.object({ path: z.string(), total: z.number().int(), items: z.array(zSharedItem) }),
  access: PUBLIC,
});

/** Public, raw: a shared file (Range honoured), or a folder as a streamed zip. */
export const sharePublicDownload = defineCall({
  method: 'GET',
  path: '/v2/share/download',
  payload: z.object({ id: zShareId, ticket: zTicket, path: zSharedPath }),
  response: z.null(),
  access: PUBLIC,
});

/**
 * Public, raw: the thumbnail of an image inside a share, as `/v2/file/thumb` makes it (JPEG, or WebP
 * when the request accepts it); `m` is the page's larger preview.
 */
export const sharePublicThumb = defineCall({
  method: 'GET',
  path: '/v2/share/thumb',
  payload: z.object({ id: zShareId, ticket: zTicket, path: zSharedPath, size: zThumbSize.default('s') }),
  response: z.unknown(),
  access: PUBLIC,
});
