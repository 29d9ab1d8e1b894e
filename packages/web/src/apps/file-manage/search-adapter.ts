import { z } from 'zod';
import { defineCall, PERMISSIONS, rolesAccess, zFileItem, zVirtualPath } from '@coffer/contract';

/*
 * The search calls as agreed with the engineer building them (contract file `calls/search.ts`,
 * names fileSearchStart / fileSearchResults / fileSearchCancel). Until that lands they are defined
 * here; switching is this one file.
 */
const FILES = rolesAccess(PERMISSIONS.files);

export const fileSearchStart = defineCall({
  method: 'POST',
  path: '/v2/file/search/start',
  bodyType: 'json',
  payload: z.object({ path: zVirtualPath.optional(), keyword: z.string().min(1).max(255) }),
  response: z.object({ id: z.string() }),
  access: FILES,
});

export const fileSearchResults = defineCall({
  method: 'POST',
  path: '/v2/file/search/results',
  bodyType: 'json',
  payload: z.object({ id: z.string(), from: z.number().int().min(0) }),
  response: z.object({ items: z.array(zFileItem), done: z.boolean(), scanned: z.number(), next: z.number() }),
  access: FILES,
});

export const fileSearchCancel = defineCall({
  method: 'POST',
  path: '/v2/file/search/cancel',
  bodyType: 'json',
  payload: z.object({ id: z.string() }),
  response: z.unknown(),
  access: FILES,
});
