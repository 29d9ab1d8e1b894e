import { avatarImage } from '@coffer/contract/calls/avatars';
import { currentDeviceIdentity } from '../../api/device-identity';
import { buildQuery, withQuery } from '../../api/request-params';

/**
 * Where an account's picture is: a GET the session cookie authenticates. The version is the nonce,
 * so the address changes with the picture and the browser may keep it meanwhile.
 */
export function avatarUrl(uid: number, version: number): string {
  const v = String(version);
  return withQuery(avatarImage.path, buildQuery(currentDeviceIdentity(), v, { uid, v }));
}
