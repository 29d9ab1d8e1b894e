import { statfs } from 'node:fs/promises';
import type { ResolvedPath } from '../files/path-resolver.js';
import type { DavRequest } from './dav-context.js';
import type { QuotaProp } from './dav-props.js';

/**
 * RFC 4331's quota properties of a folder's root, in bytes, which clients show as a mapped drive's
 * size and free space: the pool's free space and use; in the caller's own folder under a storage
 * limit, what the limit leaves (never more than the pool has) and what they use.
 */
export async function roomOf(request: DavRequest, folder: ResolvedPath): Promise<Record<QuotaProp, string>> {
  const fs = await statfs(folder.rootReal);
  let available = fs.bavail * fs.bsize;
  let used = (fs.blocks - fs.bfree) * fs.bsize;
  const held = await request.services.resolver.limits?.usageOf(request.caller.id, folder);
  if (held) {
    used = held.used;
    available = Math.max(0, Math.min(available, held.limit - held.used));
  }
  return { 'quota-available-bytes': String(available), 'quota-used-bytes': String(used) };
}
