import { z } from 'zod';
import { PERMISSIONS } from '@coffer/contract';
import { defineCall, rolesAccess } from '@coffer/contract/calls/define';

/*
 * The transfer calls of issue 15 as agreed with the daemon side, until its contract file
 * (`calls/transfers.ts`) lands; then these give way to it.
 */
const FILES = rolesAccess(PERMISSIONS.files);

/** Asked before an upload: may `count` files of `totalBytes` go into `dir`? */
export const fileUploadCheck = defineCall({
  method: 'POST',
  path: '/v2/file/upload/check',
  bodyType: 'json',
  payload: z.object({
    dir: z.string().min(1),
    totalBytes: z.number().min(0),
    count: z.number().int().min(0),
  }),
  response: z.object({ ok: z.boolean(), free: z.number() }),
  access: FILES,
});

export const fileTextRead = defineCall({
  method: 'POST',
  path: '/v2/file/text/read',
  bodyType: 'json',
  payload: z.object({ path: z.string().min(1) }),
  response: z.object({
    content: z.string(),
    mtime: z.number(),
    size: z.number(),
    encoding: z.string(),
    truncated: z.boolean(),
  }),
  access: FILES,
});

export const fileTextSave = defineCall({
  method: 'POST',
  path: '/v2/file/text/save',
  bodyType: 'json',
  payload: z.object({ path: z.string().min(1), content: z.string(), mtime: z.number() }),
  response: z.object({ mtime: z.number(), size: z.number() }).passthrough(),
  access: FILES,
});

/** The tus endpoint (creation, HEAD, PATCH, termination), and where a file is streamed from. */
export const TUS_ENDPOINT = '/v2/file/upload/';
export const DOWNLOAD_PATH = '/v2/file/download';
/** The final PATCH answer names the file's virtual path (it may differ: 'keep' renames). */
export const FINAL_PATH_HEADER = 'Coffer-Path';
