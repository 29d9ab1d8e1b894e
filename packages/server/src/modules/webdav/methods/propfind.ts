import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ResolvedPath } from '../../files/path-resolver.js';
import { isSystemName } from '../../files/path-rules.js';
import { isInside } from '../dav-locks.js';
import {
  STATUS_LINE,
  depthOf,
  entryAt,
  existing,
  readBody,
  sendXml,
  type DavRequest,
} from '../dav-context.js';
import { DavError } from '../dav-errors.js';
import {
  LIVE_PROPS,
  QUOTA_PROPS,
  isLive,
  isQuotaProp,
  liveElement,
  liveValue,
  type LiveProp,
  type LiveSource,
  type QuotaProp,
} from '../dav-props.js';
import { roomOf } from '../dav-room.js';
import { hrefOf } from '../dav-tree.js';
import { XmlError, childElements, isDav, parseXml } from '../xml/xml-parse.js';
import { clarkName, emptyProperty, escapeXml } from '../xml/xml-write.js';

/** What a PROPFIND asks for (RFC 4918 §9.1). */
type Wanted =
  { kind: 'allprop' } | { kind: 'propname' } | { kind: 'prop'; names: { ns: string; local: string }[] };

export function parsePropfind(body: string): Wanted {
  if (body.trim() === '') return { kind: 'allprop' };
  let root;
  try {
    root = parseXml(body);
  } catch (error) {
    if (error instanceof XmlError) throw new DavError(400);
    throw error;
  }
  if (!isDav(root, 'propfind')) throw new DavError(400);
  const [first] = childElements(root);
  if (!first) throw new DavError(400);
  if (isDav(first, 'allprop')) return { kind: 'allprop' };
  if (isDav(first, 'propname')) return { kind: 'propname' };
  if (isDav(first, 'prop')) {
    return { kind: 'prop', names: childElements(first).map(({ ns, local }) => ({ ns, local })) };
  }
  throw new DavError(400);
}

interface Member extends LiveSource {
  segments: string[];
  /** Where a folder is, for its room (RFC 4331); none for a file or the top. */
  folder?: ResolvedPath;
  room?: Record<QuotaProp, string>;
}

/** One `<D:response>` for a member: found properties under 200, missing ones under 404. */
function responseOf(request: DavRequest, member: Member, wanted: Wanted): string {
  const { locks, props } = request.services;
  const dead = member.real === undefined ? {} : props.of(member.real);
  const found: string[] = [];
  const missing: string[] = [];
  if (wanted.kind === 'propname') {
    for (const prop of LIVE_PROPS)
      if (liveValue(prop, member, locks) !== undefined) found.push(`<D:${prop}/>`);
    if (member.folder) found.push(...QUOTA_PROPS.map((prop) => `<D:${prop}/>`));
    for (const key of Object.keys(dead)) {
      const match = /^\{(.*)\}(.+)$/.exec(key);
      if (match) found.push(emptyProperty(match[1]!, match[2]!));
    }
  } else if (wanted.kind === 'allprop') {
    for (const prop of LIVE_PROPS) {
      const value = liveValue(prop, member, locks);
      if (value !== undefined) found.push(liveElement(prop, value));
    }
    found.push(...Object.values(dead));
  } else {
    for (const { ns, local } of wanted.names) {
      const value = isQuotaProp(ns, local)
        ? member.room?.[local]
        : isLive(ns, local)
          ? liveValue(local as LiveProp, member, locks)
          : undefined;
      const stored = dead[clarkName(ns, local)];
      if (value !== undefined) found.push(liveElement(local as LiveProp | QuotaProp, value));
      else if (stored !== undefined) found.push(stored);
      else missing.push(emptyProperty(ns, local));
    }
  }
  const propstat = (items: string[], status: number) =>
    items.length === 0
      ? ''
      : `<D:propstat><D:prop>${items.join('')}</D:prop><D:status>${STATUS_LINE[status]}</D:status></D:propstat>`;
  return (
    `<D:response><D:href>${escapeXml(hrefOf(member.segments, member.collection))}</D:href>` +
    propstat(found, 200) +
    propstat(missing, 404) +
    '</D:response>'
  );
}

/** The members one level below a folder, leaving out system names and links that lead out of the root. */
async function childrenOf(parent: Member, rootReal: string): Promise<Member[]> {
  const members: Member[] = [];
  for (const name of await readdir(parent.real!)) {
    if (isSystemName(name)) continue;
    const real = join(parent.real!, name);
    const info = await lstat(real).catch(() => undefined);
    if (!info) continue;
    let stats = info;
    if (info.isSymbolicLink()) {
      const target = await realpath(real).catch(() => undefined);
      if (!target || !isInside(target, rootReal)) continue;
      stats = await stat(real);
    }
    const collection = stats.isDirectory();
    members.push({
      name,
      segments: [...parent.segments, name],
      stats,
      collection,
      real,
      // The room is the root's (the pool's, or the caller's limit), so a subfolder shares it.
      ...(collection && parent.folder ? { folder: parent.folder } : {}),
    });
  }
  return members;
}

/** The folders at the top of the tree, each as a member (those that cannot be reached now are left out). */
async function topMembers(request: DavRequest): Promise<Member[]> {
  const members: Member[] = [];
  for (const folder of request.folders) {
    const entry = await entryAt(request, [folder.name]).catch(() => undefined);
    if (!entry?.stats) continue;
    members.push({
      name: folder.name,
      segments: [folder.name],
      stats: entry.stats,
      collection: true,
      real: entry.resolved.real,
      folder: entry.resolved,
    });
  }
  return members;
}

/**
 * The folder whose room the top shows: a drive mapped at the top is asked its size there. The
 * caller's own folder, where their files go, or else the first folder they see.
 */
async function topRoomFolder(request: DavRequest): Promise<ResolvedPath | undefined> {
  const folder = request.folders.find((candidate) => candidate.virtual === '/home') ?? request.folders[0];
  if (!folder) return undefined;
  const entry = await entryAt(request, [folder.name]).catch(() => undefined);
  return entry?.resolved;
}

/**
 * Each folder's room, one look per root (the members of a folder share theirs). A room that cannot
 * be read now is a missing property (404), not a failed answer.
 */
async function fillRooms(request: DavRequest, members: Member[]): Promise<void> {
  const rooms = new Map<string, Promise<Record<QuotaProp, string> | undefined>>();
  for (const member of members) {
    const top = member.segments.length === 0;
    const folder = member.folder ?? (top ? await topRoomFolder(request) : undefined);
    if (!folder) continue;
    let room = rooms.get(folder.rootReal);
    if (!room) {
      room = roomOf(request, folder).catch(() => undefined);
      rooms.set(folder.rootReal, room);
    }
    member.room = await room;
  }
}

/** PROPFIND with Depth 0 or 1; Depth infinity is refused (RFC 4918 §9.1, propfind-finite-depth). */
export async function propfind(request: DavRequest): Promise<void> {
  const depth = depthOf(request.req);
  if (depth === 'infinity') throw new DavError(403, undefined, 'propfind-finite-depth');
  const wanted = parsePropfind(await readBody(request));
  const entry = await entryAt(request, request.segments);
  let self: Member;
  let rootReal = '';
  if (entry === undefined) {
    self = { name: '', segments: [], stats: undefined, collection: true, real: undefined };
  } else {
    const found = existing(entry);
    rootReal = found.resolved.rootReal;
    const collection = found.stats.isDirectory();
    self = {
      name: request.segments.at(-1)!,
      segments: request.segments,
      stats: found.stats,
      collection,
      real: found.resolved.real,
      ...(collection ? { folder: found.resolved } : {}),
    };
  }
  const members = [self];
  if (depth === '1' && self.collection) {
    members.push(...(entry === undefined ? await topMembers(request) : await childrenOf(self, rootReal)));
  }
  if (wanted.kind === 'prop' && wanted.names.some(({ ns, local }) => isQuotaProp(ns, local))) {
    await fillRooms(request, members);
  }
  const body = members.map((member) => responseOf(request, member, wanted)).join('');
  sendXml(request.res, 207, `<D:multistatus xmlns:D="DAV:">${body}</D:multistatus>`);
}
