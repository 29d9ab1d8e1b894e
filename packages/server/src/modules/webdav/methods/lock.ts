import { open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { guardWrite } from '../dav-conditions.js';
import {
  entryAt,
  headerOf,
  readBody,
  send,
  sendXml,
  statOrNothing,
  type DavRequest,
} from '../dav-context.js';
import { DavError } from '../dav-errors.js';
import { timeoutOf, type DavLock, type LockScope } from '../dav-locks.js';
import { activeLockXml } from '../dav-props.js';
import { hrefOf } from '../dav-tree.js';
import { submittedTokens } from '../if-header.js';
import { XmlError, childElements, isDav, parseXml } from '../xml/xml-parse.js';
import { escapeXml, serializeElement } from '../xml/xml-write.js';

interface LockRequest {
  scope: LockScope;
  owner: string;
}

export function parseLockInfo(body: string): LockRequest {
  let root;
  try {
    root = parseXml(body);
  } catch (error) {
    if (error instanceof XmlError) throw new DavError(400);
    throw error;
  }
  if (!isDav(root, 'lockinfo')) throw new DavError(400);
  let scope: LockScope | undefined;
  let write = false;
  let owner = '';
  for (const part of childElements(root)) {
    if (isDav(part, 'lockscope')) {
      const [kind] = childElements(part);
      if (kind && isDav(kind, 'exclusive')) scope = 'exclusive';
      else if (kind && isDav(kind, 'shared')) scope = 'shared';
    } else if (isDav(part, 'locktype')) {
      const [kind] = childElements(part);
      write = kind !== undefined && isDav(kind, 'write');
    } else if (isDav(part, 'owner')) {
      owner = part.children
        .map((child) => (typeof child === 'string' ? escapeXml(child) : serializeElement(child)))
        .join('');
    }
  }
  if (!scope || !write) throw new DavError(400);
  return { scope, owner };
}

function answerLock(request: DavRequest, lock: DavLock, status: number): void {
  sendXml(
    request.res,
    status,
    `<D:prop xmlns:D="DAV:"><D:lockdiscovery>${activeLockXml(lock, request.services.locks)}</D:lockdiscovery></D:prop>`,
    { 'lock-token': `<${lock.token}>` },
  );
}

/** LOCK without a body: refreshes the lock whose token the If header submits (RFC 4918 §9.10.2). */
function refresh(request: DavRequest, real: string): void {
  const { locks } = request.services;
  const tokens = submittedTokens(request.ifLists ?? []);
  const lock = locks.covering(real).find((candidate) => tokens.has(candidate.token));
  if (!lock || lock.userId !== request.caller.id)
    throw new DavError(412, undefined, 'lock-token-matches-request-uri');
  locks.refresh(lock, timeoutOf(headerOf(request.req, 'timeout')));
  answerLock(request, lock, 200);
}

/**
 * LOCK (RFC 4918 §9.10): an exclusive or shared write lock of depth 0 or infinity, with a timeout.
 * An unmapped URL gets an empty file (201), as the RFC asks of a server without lock-null resources.
 */
export async function lock(request: DavRequest): Promise<void> {
  if (request.segments.length === 0) throw new DavError(403);
  const entry = (await entryAt(request, request.segments, { write: true }))!;
  const real = entry.resolved.real;
  const body = await readBody(request);
  if (body.trim() === '') {
    if (!entry.stats) throw new DavError(404);
    refresh(request, real);
    return;
  }
  const wanted = parseLockInfo(body);
  const depth = String(request.req.headers.depth ?? 'infinity').toLowerCase();
  if (depth !== '0' && depth !== 'infinity') throw new DavError(400);
  const { locks } = request.services;
  if (locks.conflicts(real, depth, wanted.scope)) throw new DavError(423, undefined, 'no-conflicting-lock');
  if (request.ifLists) await guardWrite(request, entry, []);
  let created = false;
  if (!entry.stats) {
    if (!(await statOrNothing(dirname(real)))?.isDirectory()) throw new DavError(409);
    await guardWrite(request, entry, [{ real, deep: false }]);
    await (await open(real, 'wx')).close();
    created = true;
  }
  const made = locks.create({
    path: real,
    href: hrefOf(request.segments, entry.stats?.isDirectory() ?? false),
    depth,
    scope: wanted.scope,
    owner: wanted.owner,
    userId: request.caller.id,
    timeoutSeconds: timeoutOf(headerOf(request.req, 'timeout')),
  });
  if (!made) throw new DavError(503);
  answerLock(request, made, created ? 201 : 200);
}

/** UNLOCK: the Lock-Token must name a lock that holds this URL, taken by this account. */
export async function unlock(request: DavRequest): Promise<void> {
  const token = /^\s*<([^>]+)>\s*$/.exec(String(request.req.headers['lock-token'] ?? ''))?.[1];
  if (!token) throw new DavError(400);
  const entry = await entryAt(request, request.segments);
  if (!entry) throw new DavError(409, undefined, 'lock-token-matches-request-uri');
  const { locks } = request.services;
  const held = locks.covering(entry.resolved.real).find((lock) => lock.token === token);
  if (!held) throw new DavError(409, undefined, 'lock-token-matches-request-uri');
  if (held.userId !== request.caller.id) throw new DavError(403);
  locks.remove(token);
  send(request.res, 204);
}
