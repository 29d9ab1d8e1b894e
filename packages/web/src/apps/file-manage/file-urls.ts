import { currentDeviceIdentity, type DeviceIdentity } from '../../api/device-identity';
import { buildQuery, randomNonce, withQuery } from '../../api/request-params';

/**
 * FILE-10: one entry, or several (and any folder) as one zip. The session cookie authenticates
 * the GET, so a plain link can follow it and the browser streams it to disk.
 */
export function downloadUrl(
  paths: readonly string[],
  identity: DeviceIdentity = currentDeviceIdentity(),
  rnd: string = randomNonce(),
): string {
  const query = buildQuery(identity, rnd, { request_purpose: 5 });
  for (const path of paths) query.append('path', path);
  return withQuery('/v2/file/download', query);
}

/**
 * An image's thumbnail: `s` for the grid, `m` for the preview. The file's mtime stands in for the
 * nonce, so the browser's cache serves it again until the file changes.
 */
export function thumbUrl(
  path: string,
  size: 's' | 'm',
  mtime: number,
  identity: DeviceIdentity = currentDeviceIdentity(),
): string {
  return withQuery('/v2/file/thumb', buildQuery(identity, String(mtime), { path, size }));
}

/** Starts a download the way a link does, without leaving the page. */
export function startDownload(paths: readonly string[]): void {
  const link = document.createElement('a');
  link.href = downloadUrl(paths);
  link.rel = 'noopener';
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
