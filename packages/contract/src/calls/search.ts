import { z } from 'zod';
import { PERMISSIONS } from '../permissions.js';
import { zFlag, zInt } from '../fields.js';
import { defineCall, rolesAccess } from './define.js';
import { zFileItem, zVirtualPath } from './files-types.js';

const FILES = rolesAccess(PERMISSIONS.files);

const zSearchId = z.string().min(1).max(64);

/**
 * Starts a name search (case-insensitive substring, NFC-compared) under `path`, or under all the
 * caller's roots when it is left out; the session's earlier search is cancelled.
 */
export const fileSearchStart = defineCall({
  method: 'POST',
  path: '/v2/file/search/start',
  bodyType: 'json',
  payload: z.object({
    path: zVirtualPath.optional(),
    keyword: z.string().trim().min(1).max(255),
    show_hidden: zFlag.default(false),
  }),
  response: z.object({ id: zSearchId }),
  access: FILES,
  appService: 'fileManage',
});

/** Results found so far from index `from` on; `next` is the `from` of the following call. */
export const fileSearchResults = defineCall({
  method: 'POST',
  path: '/v2/file/search/results',
  bodyType: 'json',
  payload: z.object({ id: zSearchId, from: zInt.pipe(z.number().int().min(0)).default(0) }),
  response: z.object({
    items: z.array(zFileItem),
    /** The walk has ended (finished, stopped at SEARCH_RESULTS_MAX, or cancelled). */
    done: z.boolean(),
    /** Entries looked at so far. */
    scanned: z.number().int(),
    next: z.number().int(),
  }),
  access: FILES,
  appService: 'fileManage',
});

export const fileSearchCancel = defineCall({
  method: 'POST',
  path: '/v2/file/search/cancel',
  bodyType: 'json',
  payload: z.object({ id: zSearchId }),
  response: z.null(),
  access: FILES,
  appService: 'fileManage',
});
