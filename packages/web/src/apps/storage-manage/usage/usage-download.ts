import { CALLS } from '@coffer/contract';
import { currentDeviceIdentity, type DeviceIdentity } from '../../../api/device-identity';
import { buildQuery, randomNonce, withQuery } from '../../../api/request-params';

/**
 * Where a report's CSV is downloaded: a GET the session cookie authenticates, so an `<a download>`
 * can follow it; the query carries the report and what every call carries (REQ-01), as the client
 * builds a GET call's address. The token never goes into the address.
 */
export function usageDownloadUrl(
  id: number,
  identity: DeviceIdentity = currentDeviceIdentity(),
  rnd: string = randomNonce(),
): string {
  return withQuery(CALLS.usageDownload.path, buildQuery(identity, rnd, { id }));
}
