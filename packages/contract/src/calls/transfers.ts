import { z } from 'zod';
import { PERMISSIONS } from '../permissions.js';
import { defineCall, rolesAccess } from './define.js';
import { zVirtualPath } from './files-types.js';
import { TEXT_MAX_BYTES, zTextFile, zThumbSize, zUploadCheck } from './transfers-types.js';

const FILES = rolesAccess(PERMISSIONS.files);

/** UPL: asked before a batch of uploads: the folder takes uploads and there is room for them. */
export const fileUploadCheck = defineCall({
  method: 'POST',
  path: '/v2/file/upload/check',
  bodyType: 'json',
  payload: zUploadCheck,
  response: z.object({ ok: z.literal(true), free: z.number() }),
  access: FILES,
  appService: 'fileManage',
});

/**
 * One file (Range, conditional requests) or, for several `path`s or a folder, a streamed zip.
 * Bytes, not an envelope; a refusal is an envelope. Authenticated by the session cookie.
 */
export const fileDownload = defineCall({
  method: 'GET',
  path: '/v2/file/download',
  payload: z.object({
    path: z.union([zVirtualPath, z.array(zVirtualPath).min(1).max(10_000)]),
    webagent: z.string().optional(),
    request_purpose: z.string().optional(),
  }),
  response: z.unknown(),
  access: FILES,
  appService: 'fileManage',
  cookieAuth: true,
});

/** An image's thumbnail (JPEG; WebP when the page accepts it), cached on disk. */
export const fileThumb = defineCall({
  method: 'GET',
  path: '/v2/file/thumb',
  payload: z.object({ path: zVirtualPath, size: zThumbSize.default('s') }),
  response: z.unknown(),
  access: FILES,
  appService: 'fileManage',
  cookieAuth: true,
});

/** The text editor's and code viewer's read: UTF-8 text up to TEXT_MAX_BYTES. */
export const fileTextRead = defineCall({
  method: 'POST',
  path: '/v2/file/text/read',
  bodyType: 'json',
  payload: z.object({ path: zVirtualPath }),
  response: zTextFile,
  access: FILES,
  appService: 'fileManage',
});

/** Saves text over a file read with `fileTextRead`; refused (C117009) when it changed since `mtime`. */
export const fileTextSave = defineCall({
  method: 'POST',
  path: '/v2/file/text/save',
  bodyType: 'json',
  payload: z.object({
    path: zVirtualPath,
    content: z.string().max(TEXT_MAX_BYTES),
    mtime: z.number(),
  }),
  response: z.object({ mtime: z.number(), size: z.number() }),
  access: FILES,
  appService: 'fileManage',
});
