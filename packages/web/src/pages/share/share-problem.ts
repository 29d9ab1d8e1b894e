import { Code } from '@coffer/contract';
import { currentLanguage } from '../../i18n/i18n';

export type ShareProblem = 'notFound' | 'expired' | 'gone' | 'disabled' | 'tooMany' | 'other';

/** Which full page a refused share call shows. */
export function problemOf(code: string | number): ShareProblem {
  switch (String(code)) {
    case Code.shareNotFound:
      return 'notFound';
    case Code.shareExpired:
      return 'expired';
    case Code.shareFileGone:
      return 'gone';
    case Code.shareOwnerDisabled:
      return 'disabled';
    case Code.shareTooManyTries:
      return 'tooMany';
    default:
      return 'other';
  }
}

/** The share's breadcrumbs: each folder of a path inside the share, with the path that opens it. */
export function crumbsOf(path: string): { name: string; path: string }[] {
  const parts = path.split('/').filter(Boolean);
  return parts.map((name, index) => ({ name, path: parts.slice(0, index + 1).join('/') }));
}

/** The address of a download of the share (the daemon answers the bytes, or an envelope with a code). */
export function downloadUrl(id: string, ticket: string, path: string): string {
  return `/v2/share/download?${new URLSearchParams({ id, ticket, path }).toString()}`;
}

/**
 * The address of an image's thumbnail inside the share (`s` for the listing, `m` for the preview);
 * the file's modification time makes a changed image a new address, so the browser cache is right.
 */
export function thumbUrl(id: string, ticket: string, path: string, size: 's' | 'm', mtime: number): string {
  return `/v2/share/thumb?${new URLSearchParams({ id, ticket, path, size, v: String(mtime) }).toString()}`;
}

export function formatSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** Epoch seconds as a date and time in the page's language. */
export function formatTime(seconds: number): string {
  return new Date(seconds * 1000).toLocaleString(currentLanguage(), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}
