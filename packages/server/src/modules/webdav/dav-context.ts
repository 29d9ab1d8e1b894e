import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { PathLocks } from '../files/tasks/path-locks.js';
import type { RecycleBins } from '../files/recycle/recycle-bins.js';
import type { FileCaller, LastSegment, PathResolver, ResolvedPath } from '../files/path-resolver.js';
import type { DavLocks } from './dav-locks.js';
import { DavError } from './dav-errors.js';
import { placeOf, type DavFolder } from './dav-tree.js';
import type { DeadProps } from './dead-props.js';
import type { IfList } from './if-header.js';

/** What every method handler works with, for the life of the server. */
export interface DavServices {
  resolver: PathResolver;
  /** The folders a user sees at the top of the tree. */
  folders: (caller: FileCaller) => DavFolder[];
  /** Whether a delete goes to the recycle bin (the service's recycle setting). */
  recycle: () => boolean;
  bins: RecycleBins;
  pathLocks: PathLocks;
  locks: DavLocks;
  props: DeadProps;
  log: Logger;
}

/** One request, signed in. */
export interface DavRequest {
  req: IncomingMessage;
  res: ServerResponse;
  caller: FileCaller;
  /** Decoded segments of the request's path. */
  segments: string[];
  folders: DavFolder[];
  /** The parsed If header, when one was sent. */
  ifLists: IfList[] | undefined;
  services: DavServices;
}

/** An entry of the tree resolved for a request: its virtual and real paths, and what is there now. */
export interface DavEntry {
  segments: string[];
  resolved: ResolvedPath;
  /** The entry's facts (symlinks followed); undefined when nothing is there. */
  stats: Stats | undefined;
}

/** Resolves segments of the tree to an entry; the top itself is `undefined`. */
export async function entryAt(
  request: DavRequest,
  segments: string[],
  mode: { write?: boolean; last?: LastSegment } = {},
): Promise<DavEntry | undefined> {
  const place = placeOf(request.folders, segments);
  if (place.kind === 'top') return undefined;
  const { resolver } = request.services;
  const last = mode.last ?? 'follow';
  const resolved = mode.write
    ? await resolver.resolveWritable(request.caller, place.virtual, last)
    : await resolver.resolve(request.caller, place.virtual, last);
  return { segments, resolved, stats: await statOrNothing(resolved.real) };
}

export async function statOrNothing(real: string): Promise<Stats | undefined> {
  return stat(real).catch((error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP') return undefined;
    throw error;
  });
}

/** A strong entity tag from the inode, size and modification time. */
export function etagOf(stats: Stats): string {
  const micros = Math.round(stats.mtimeMs * 1000);
  return `"${stats.ino.toString(16)}-${stats.size.toString(16)}-${micros.toString(16)}"`;
}

/** The entry must exist (404 otherwise). */
export function existing(entry: DavEntry | undefined): DavEntry & { stats: Stats } {
  if (!entry?.stats) throw new DavError(404);
  return entry as DavEntry & { stats: Stats };
}

export function send(
  res: ServerResponse,
  status: number,
  body = '',
  headers: Record<string, string | number> = {},
): void {
  const bytes = Buffer.from(body, 'utf8');
  res.writeHead(status, {
    ...(bytes.length > 0 && !headers['content-type'] ? { 'content-type': 'text/plain; charset=utf-8' } : {}),
    ...headers,
    'content-length': bytes.length,
  });
  res.end(bytes);
}

export function sendXml(
  res: ServerResponse,
  status: number,
  xml: string,
  headers: Record<string, string> = {},
) {
  send(res, status, `<?xml version="1.0" encoding="utf-8"?>\n${xml}`, {
    ...headers,
    'content-type': 'application/xml; charset=utf-8',
  });
}

export const STATUS_LINE: Record<number, string> = {
  200: 'HTTP/1.1 200 OK',
  403: 'HTTP/1.1 403 Forbidden',
  404: 'HTTP/1.1 404 Not Found',
  409: 'HTTP/1.1 409 Conflict',
  423: 'HTTP/1.1 423 Locked',
  424: 'HTTP/1.1 424 Failed Dependency',
};

/** A request header as one string (the first, when sent more than once). */
export function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Tells a client waiting with `Expect: 100-continue` to send its body: only once the request was
 * admitted and checked, so a refused upload is never sent at all.
 */
export function acceptBody({ req, res }: Pick<DavRequest, 'req' | 'res'>): void {
  if (String(req.headers.expect ?? '').toLowerCase() === '100-continue' && !res.headersSent)
    res.writeContinue();
}

/** Reads a request body of at most `limit` bytes as text (413 past it). */
export async function readBody(
  request: Pick<DavRequest, 'req' | 'res'>,
  limit = 1024 * 1024,
): Promise<string> {
  const { req } = request;
  const length = Number(req.headers['content-length'] ?? 0);
  if (length > limit) throw new DavError(413);
  acceptBody(request);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new DavError(413);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The `Depth` header: `0`, `1` or `infinity` (the default when absent); anything else is 400. */
export function depthOf(req: IncomingMessage): '0' | '1' | 'infinity' {
  const depth = String(req.headers.depth ?? 'infinity')
    .trim()
    .toLowerCase();
  if (depth !== '0' && depth !== '1' && depth !== 'infinity') throw new DavError(400);
  return depth;
}
