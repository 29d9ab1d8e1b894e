import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm, stat, statfs } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Code } from '@coffer/contract';
import { TEMP_PREFIX } from '../../files/tasks/place-entry.js';
import { guardWrite } from '../dav-conditions.js';
import {
  acceptBody,
  entryAt,
  etagOf,
  send,
  statOrNothing,
  type DavEntry,
  type DavRequest,
} from '../dav-context.js';
import { DavError, davErrorOf } from '../dav-errors.js';

function writePrecondition(request: DavRequest, entry: DavEntry): void {
  const { headers } = request.req;
  const tags = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
  const ifMatch = tags(headers['if-match']);
  const current = entry.stats ? etagOf(entry.stats) : undefined;
  if (ifMatch.length > 0 && (current === undefined || (!ifMatch.includes('*') && !ifMatch.includes(current))))
    throw new DavError(412);
  const ifNoneMatch = tags(headers['if-none-match']);
  if (current !== undefined && (ifNoneMatch.includes('*') || ifNoneMatch.includes(current)))
    throw new DavError(412);
}

/** Refuses (507) a body of known size that would not fit on the pool or under the account's limit. */
async function assertFits(request: DavRequest, entry: DavEntry, folder: string): Promise<void> {
  const length = Number(request.req.headers['content-length'] ?? NaN);
  if (!Number.isSafeInteger(length) || length <= 0) return;
  const fs = await statfs(folder);
  if (length > fs.bavail * fs.bsize) throw new DavError(507, Code.fileNoSpace);
  await request.services.resolver.limits?.assertRoom(request.caller.id, entry.resolved, length);
}

/**
 * PUT: the body goes to a hidden temporary file in the same folder, renamed over the target once
 * complete, so a failed or cut upload leaves nothing behind and readers never see half a file.
 */
export async function put(request: DavRequest): Promise<void> {
  if (request.segments.length < 2) throw new DavError(405);
  if (request.req.headers['content-range']) throw new DavError(400);
  const entry = (await entryAt(request, request.segments, { write: true }))!;
  if (entry.stats?.isDirectory()) throw new DavError(405);
  const folder = dirname(entry.resolved.real);
  if (!(await statOrNothing(folder))?.isDirectory()) throw new DavError(409);
  writePrecondition(request, entry);
  await guardWrite(request, entry, [{ real: entry.resolved.real, deep: false }]);
  await assertFits(request, entry, folder);
  const temp = join(folder, `${TEMP_PREFIX}dav-${randomBytes(6).toString('hex')}`);
  acceptBody(request);
  try {
    await pipeline(request.req, createWriteStream(temp, { flags: 'wx', highWaterMark: 1024 * 1024 }));
    await rename(temp, entry.resolved.real);
  } catch (error) {
    await rm(temp, { force: true });
    throw davErrorOf(error);
  }
  const written = await stat(entry.resolved.real);
  send(request.res, entry.stats ? 204 : 201, '', { etag: etagOf(written) });
}
