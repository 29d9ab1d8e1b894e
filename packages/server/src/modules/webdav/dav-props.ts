import type { Stats } from 'node:fs';
import send from '@fastify/send';
import type { DavLock, DavLocks } from './dav-locks.js';
import { etagOf } from './dav-context.js';
import { clarkName, escapeXml } from './xml/xml-write.js';

/** The live properties this server answers, in DAV:; PROPPATCH may not change them (403). */
export const LIVE_PROPS = [
  'resourcetype',
  'displayname',
  'creationdate',
  'getlastmodified',
  'getcontentlength',
  'getcontenttype',
  'getetag',
  'supportedlock',
  'lockdiscovery',
] as const;
export type LiveProp = (typeof LIVE_PROPS)[number];

/**
 * RFC 4331's room of a folder (dav-room.ts): live too, answered when asked by name and listed by
 * propname, but left out of allprop, since each costs a look at the file system.
 */
export const QUOTA_PROPS = ['quota-available-bytes', 'quota-used-bytes'] as const;
export type QuotaProp = (typeof QUOTA_PROPS)[number];

export function isQuotaProp(ns: string, local: string): local is QuotaProp {
  return ns === 'DAV:' && (QUOTA_PROPS as readonly string[]).includes(local);
}

/** A live property (PROPPATCH refuses to change one). */
export function isLive(ns: string, local: string): boolean {
  return (ns === 'DAV:' && (LIVE_PROPS as readonly string[]).includes(local)) || isQuotaProp(ns, local);
}

export const LIVE_KEYS = new Set(LIVE_PROPS.map((name) => clarkName('DAV:', name)));

/** What the live properties are made from: an entry's facts, or nothing for the top of the tree. */
export interface LiveSource {
  name: string;
  stats: Stats | undefined;
  collection: boolean;
  /** The entry's real path (its locks), none for the top. */
  real: string | undefined;
}

export function activeLockXml(lock: DavLock, locks: DavLocks): string {
  return (
    `<D:activelock><D:locktype><D:write/></D:locktype><D:lockscope><D:${lock.scope}/></D:lockscope>` +
    `<D:depth>${lock.depth === '0' ? '0' : 'infinity'}</D:depth>` +
    (lock.owner ? `<D:owner>${lock.owner}</D:owner>` : '') +
    `<D:timeout>Second-${locks.secondsLeft(lock)}</D:timeout>` +
    `<D:locktoken><D:href>${escapeXml(lock.token)}</D:href></D:locktoken>` +
    `<D:lockroot><D:href>${escapeXml(lock.href)}</D:href></D:lockroot></D:activelock>`
  );
}

const SUPPORTED_LOCK =
  '<D:lockentry><D:lockscope><D:exclusive/></D:lockscope><D:locktype><D:write/></D:locktype></D:lockentry>' +
  '<D:lockentry><D:lockscope><D:shared/></D:lockscope><D:locktype><D:write/></D:locktype></D:lockentry>';

/** The value of a live property as XML inside its element; undefined when the entry has none. */
export function liveValue(prop: LiveProp, source: LiveSource, locks: DavLocks): string | undefined {
  const { stats } = source;
  switch (prop) {
    case 'resourcetype':
      return source.collection ? '<D:collection/>' : '';
    case 'displayname':
      return escapeXml(source.name);
    case 'creationdate':
      return stats ? (stats.birthtimeMs > 0 ? stats.birthtime : stats.ctime).toISOString() : undefined;
    case 'getlastmodified':
      return stats ? stats.mtime.toUTCString() : undefined;
    case 'getcontentlength':
      return stats && !source.collection ? String(stats.size) : undefined;
    case 'getcontenttype':
      return source.collection ? undefined : escapeXml(contentTypeOf(source.name));
    case 'getetag':
      return stats ? escapeXml(etagOf(stats)) : undefined;
    case 'supportedlock':
      return source.real === undefined ? undefined : SUPPORTED_LOCK;
    case 'lockdiscovery':
      if (source.real === undefined) return undefined;
      return locks
        .covering(source.real)
        .map((lock) => activeLockXml(lock, locks))
        .join('');
  }
}

export function contentTypeOf(name: string): string {
  return send.mime.getType(name) ?? 'application/octet-stream';
}

/** A live property with its value, as it stands in a `<D:prop>`. */
export function liveElement(prop: LiveProp | QuotaProp, value: string): string {
  return value === '' ? `<D:${prop}/>` : `<D:${prop}>${value}</D:${prop}>`;
}
