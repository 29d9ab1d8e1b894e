import { Code, FILE_NAME_MAX_BYTES, FILE_PATH_MAX_BYTES } from '@coffer/contract';
import { AppError } from '../../http/app-error.js';

/** Control characters (NUL included): never part of a name Coffer accepts. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Names Coffer keeps for itself inside the roots: copies and uploads in progress, entries set aside
 * by an overwrite. Never listed (not even with hidden files shown), never reachable by a virtual
 * path, never given to a new entry.
 */
export const SYSTEM_NAME_PREFIX = '.coffer';

export function isSystemName(name: string): boolean {
  return name.toLowerCase().startsWith(SYSTEM_NAME_PREFIX);
}

function invalidPath(reason: string): AppError {
  return new AppError(Code.filePathInvalid, { reason });
}

function invalidName(reason: string): AppError {
  return new AppError(Code.fileNameInvalid, { reason });
}

/**
 * The segments of a virtual path. Refuses what could name something the caller did not mean:
 * no leading slash, NUL or control characters, `.` and `..` segments (traversal is refused, never
 * resolved), a segment over NAME_MAX bytes, a path over PATH_MAX bytes. Repeated slashes and a
 * trailing slash are the same folder. Nothing is decoded: `%2e%2e` is a name like any other.
 */
export function splitVirtualPath(path: string): string[] {
  if (typeof path !== 'string' || path.length === 0) throw invalidPath('empty');
  if (Buffer.byteLength(path, 'utf8') > FILE_PATH_MAX_BYTES) throw invalidPath('too long');
  if (CONTROL.test(path)) throw invalidPath('control character');
  if (!path.startsWith('/')) throw invalidPath('not absolute');
  const segments = path.split('/').filter((segment) => segment.length > 0);
  for (const segment of segments) {
    if (segment === '.' || segment === '..' || isSystemName(segment))
      throw new AppError(Code.fileOutsideRoots);
    if (Buffer.byteLength(segment, 'utf8') > FILE_NAME_MAX_BYTES) throw invalidPath('name too long');
  }
  return segments;
}

/** A new name for a file or folder: one segment, no slash, nothing hidden by accident. */
export function checkNewName(name: string): string {
  if (typeof name !== 'string' || name.length === 0) throw invalidName('empty');
  if (name.trim().length === 0) throw invalidName('blank');
  if (CONTROL.test(name)) throw invalidName('control character');
  if (name.includes('/')) throw invalidName('/');
  if (name === '.' || name === '..') throw invalidName(name);
  if (isSystemName(name)) throw invalidName(SYSTEM_NAME_PREFIX);
  if (Buffer.byteLength(name, 'utf8') > FILE_NAME_MAX_BYTES) throw invalidName('too long');
  return name;
}

export function joinVirtual(parent: string, name: string): string {
  return parent === '/' ? `/${name}` : `${parent.replace(/\/+$/, '')}/${name}`;
}

/** The virtual path with one slash between segments and none at the end. */
export function normaliseVirtual(segments: readonly string[]): string {
  return '/' + segments.join('/');
}
