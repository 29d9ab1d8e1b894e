import { CALLS, type LogFilter } from '@coffer/contract';
import { currentDeviceIdentity, type DeviceIdentity } from '../../api/device-identity';
import { buildQuery, randomNonce, withQuery } from '../../api/request-params';

/**
 * Where the filtered log is downloaded as CSV: a GET the session cookie authenticates, so an
 * `<a download>` follows it. The token never goes into the address.
 */
export function logExportUrl(
  filter: LogFilter,
  identity: DeviceIdentity = currentDeviceIdentity(),
  rnd: string = randomNonce(),
): string {
  const fields = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  );
  return withQuery(CALLS.logExport.path, buildQuery(identity, rnd, fields));
}
