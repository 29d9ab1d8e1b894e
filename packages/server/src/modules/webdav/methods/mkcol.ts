import { lstat, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { guardWrite } from '../dav-conditions.js';
import { entryAt, send, statOrNothing, type DavRequest } from '../dav-context.js';
import { DavError } from '../dav-errors.js';

/** MKCOL (RFC 4918 §9.3): a body is not understood (415); the parent must exist (409). */
export async function mkcol(request: DavRequest): Promise<void> {
  const { req } = request;
  const length = Number(req.headers['content-length'] ?? 0);
  if (length > 0 || req.headers['transfer-encoding']) throw new DavError(415);
  if (request.segments.length < 2) throw new DavError(request.segments.length === 0 ? 405 : 403);
  const entry = (await entryAt(request, request.segments, { write: true, last: 'self' }))!;
  if (await lstat(entry.resolved.real).catch(() => undefined)) throw new DavError(405);
  if (!(await statOrNothing(dirname(entry.resolved.real)))?.isDirectory()) throw new DavError(409);
  await guardWrite(request, entry, [{ real: entry.resolved.real, deep: false }]);
  await mkdir(entry.resolved.real);
  send(request.res, 201);
}
