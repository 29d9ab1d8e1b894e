import type { IncomingMessage } from 'node:http';
import type { Stats } from 'node:fs';
import { writeFileBody } from '../../files/transfers/file-body.js';
import { entryAt, etagOf, headerOf, existing, send, type DavRequest } from '../dav-context.js';
import { DavError } from '../dav-errors.js';
import { contentTypeOf } from '../dav-props.js';
import { parseRange } from '../range-header.js';

function tagsOf(header: string | string[] | undefined): string[] {
  return String(header ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter(Boolean);
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * The conditional headers of RFC 9110 §13 for a read: If-Match and If-Unmodified-Since refuse
 * (412), If-None-Match and If-Modified-Since answer 304.
 */
export function readPrecondition(req: IncomingMessage, stats: Stats): 200 | 304 | 412 {
  const etag = etagOf(stats);
  const ifMatch = tagsOf(req.headers['if-match']);
  if (ifMatch.length > 0 && !ifMatch.includes('*') && !ifMatch.includes(etag)) return 412;
  const unmodified = Date.parse(String(req.headers['if-unmodified-since'] ?? ''));
  if (ifMatch.length === 0 && Number.isFinite(unmodified) && seconds(stats.mtime) > unmodified / 1000)
    return 412;
  const ifNoneMatch = tagsOf(req.headers['if-none-match']);
  if (ifNoneMatch.length > 0) return ifNoneMatch.includes('*') || ifNoneMatch.includes(etag) ? 304 : 200;
  const modified = Date.parse(String(req.headers['if-modified-since'] ?? ''));
  if (Number.isFinite(modified) && seconds(stats.mtime) <= modified / 1000) return 304;
  return 200;
}

/** Whether an If-Range header still names this version of the file (else the whole file is sent). */
function rangeStillValid(req: IncomingMessage, stats: Stats): boolean {
  const header = headerOf(req, 'if-range');
  if (!header) return true;
  if (header.startsWith('"') || header.startsWith('W/')) return header === etagOf(stats);
  const date = Date.parse(header);
  return Number.isFinite(date) && seconds(stats.mtime) === date / 1000;
}

/** GET and HEAD of a file: one byte range (206, or 416), ETag and Last-Modified, streamed from the file. */
export async function get(request: DavRequest): Promise<void> {
  const { req, res } = request;
  const entry = existing(await entryAt(request, request.segments));
  const { stats } = entry;
  if (!stats.isFile()) throw new DavError(405);
  const headers: Record<string, string | number> = {
    etag: etagOf(stats),
    'last-modified': stats.mtime.toUTCString(),
    'accept-ranges': 'bytes',
  };
  const precondition = readPrecondition(req, stats);
  if (precondition !== 200) {
    send(res, precondition, '', headers);
    return;
  }
  const range = rangeStillValid(req, stats)
    ? parseRange(req.headers.range, stats.size)
    : { kind: 'whole' as const };
  if (range.kind === 'unsatisfiable') {
    send(res, 416, '', { ...headers, 'content-range': `bytes */${stats.size}` });
    return;
  }
  const start = range.kind === 'part' ? range.start : 0;
  const length = range.kind === 'part' ? range.end - range.start + 1 : stats.size;
  res.writeHead(range.kind === 'part' ? 206 : 200, {
    ...headers,
    'content-type': contentTypeOf(request.segments.at(-1) ?? ''),
    'content-length': length,
    ...(range.kind === 'part' ? { 'content-range': `bytes ${start}-${range.end}/${stats.size}` } : {}),
  });
  if (req.method === 'HEAD' || length === 0) {
    res.end();
    return;
  }
  await writeFileBody(res, entry.resolved.real, start, length);
}
