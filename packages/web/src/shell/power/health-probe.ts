import * as systemCalls from '@coffer/contract/calls/system';
import type { HealthProbe } from './power-watch';

/** A probe gives up after 3 s, so a daemon that is gone counts as down quickly. */
export const HEALTH_PROBE_TIMEOUT_MS = 3_000;

/**
 * Asks `GET /healthcheck` directly rather than through the request layer: while the device is
 * restarting, failures are expected and must not raise toasts or the connection-timeout banner.
 */
export async function probeHealth(fetchFn: typeof fetch = globalThis.fetch): Promise<HealthProbe> {
  try {
    const response = await fetchFn(systemCalls.healthcheck.path, {
      cache: 'no-store',
      signal: AbortSignal.timeout(HEALTH_PROBE_TIMEOUT_MS),
    });
    if (!response.ok) return { up: false };
    const body = (await response.json()) as { success?: unknown; data?: { uptime?: unknown } };
    const uptime = body.data?.uptime;
    if (body.success !== true || typeof uptime !== 'number') return { up: false };
    return { up: true, uptime };
  } catch {
    return { up: false };
  }
}
