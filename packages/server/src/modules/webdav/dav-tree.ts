import { DavError } from './dav-errors.js';

/** A folder at the top of a user's WebDAV tree: its name there and the file manager's virtual path. */
export interface DavFolder {
  name: string;
  /** `/home` (the user's own folder) or `/public/<group folder>`. */
  virtual: string;
}

/** Where a request's URL leads: the top (the list of folders) or a virtual path inside one. */
export type DavPlace = { kind: 'top' } | { kind: 'entry'; folder: DavFolder; virtual: string };

/**
 * The decoded segments of a URL's path. The path is percent-decoded once, as HTTP says; what comes
 * out is then only ever a name for the path resolver (which refuses `..`, control characters and
 * system names). A raw fragment, a segment that decodes to one holding `/`, or bad escapes are 400.
 */
export function urlSegments(url: string): string[] {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  if (!path.startsWith('/') || path.includes('#')) throw new DavError(400);
  return path
    .split('/')
    .filter((raw) => raw.length > 0)
    .map((raw) => {
      let segment: string;
      try {
        segment = decodeURIComponent(raw);
      } catch {
        throw new DavError(400);
      }
      if (segment.includes('/') || segment.includes('\0')) throw new DavError(400);
      return segment;
    });
}

/** The path part of a Destination header or an If header's tag: an absolute URL or an absolute path. */
export function pathOfHref(href: string, host: string | undefined): string {
  if (href.startsWith('/')) return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    throw new DavError(400);
  }
  // Another server's URL (RFC 4918 §9.8.5: 502), not a path of this one.
  if (host !== undefined && url.host !== host) throw new DavError(502);
  return url.pathname;
}

export function placeOf(folders: readonly DavFolder[], segments: readonly string[]): DavPlace {
  if (segments.length === 0) return { kind: 'top' };
  const folder = folders.find((candidate) => candidate.name === segments[0]);
  if (!folder) throw new DavError(404);
  const rest = segments.slice(1);
  return {
    kind: 'entry',
    folder,
    virtual: rest.length === 0 ? folder.virtual : `${folder.virtual}/${rest.join('/')}`,
  };
}

/** A URL path for segments, each percent-encoded; folders end with `/`. */
export function hrefOf(segments: readonly string[], collection: boolean): string {
  const path = '/' + segments.map(encodeSegment).join('/');
  return collection && segments.length > 0 ? `${path}/` : path;
}

function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
