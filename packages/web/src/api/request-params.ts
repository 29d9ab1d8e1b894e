import { APP_VERSION, WEB_AGENT } from '@coffer/contract';
import type { DeviceIdentity } from './device-identity';
import { formValue } from './form-body';

/** GEN-08: `pc` is the desktop client's platform; this app is always the browser one. */
export const PLATFORM = 'web';

/** REQ-01: what every call carries in its query string, plus a GET call's own fields. */
export function buildQuery(
  identity: DeviceIdentity,
  rnd: string,
  fields: Record<string, unknown> = {},
): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    const text = formValue(value);
    if (text !== undefined) query.append(name, text);
  }
  query.set('rnd', rnd);
  query.set('webagent', WEB_AGENT);
  query.set('plat', PLATFORM);
  query.set('version', APP_VERSION);
  query.set('device_id', identity.deviceId);
  query.set('device', identity.device);
  return query;
}

export function withQuery(path: string, query: URLSearchParams): string {
  return `${path}${path.includes('?') ? '&' : '?'}${query.toString()}`;
}

/** A cache-busting value: time plus randomness, so two calls in one millisecond still differ. */
export function randomNonce(): string {
  return `${Date.now()}${Math.random().toString().slice(2, 8)}`;
}
