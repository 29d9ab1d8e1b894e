import type { CALLS, ParsedPayloadOf } from '@coffer/contract';
import type { DeviceKey } from '../../device/device-key.js';
import type { CacheRequest } from '../../storage/cache/cache-flow.js';
import type { NewPoolRequest } from '../../storage/pools/pool-service.js';
import type { RepairPoolRequest } from '../../storage/pools/repair-pool-job.js';
import { decryptCredential } from '../auth/credentials.js';

type FormatPayload = ParsedPayloadOf<typeof CALLS.formatExec>;
type Action<A extends FormatPayload['action']> = Extract<FormatPayload, { action: A }>;

/**
 * The engine's requests from a startFormat payload, built one way for `/zspool/format/exec` and
 * `/zspool/format/verify`, so both judge the same request. An encrypted pool's password comes
 * encrypted with the device key, as credentials do; one that cannot be read is refused (C101003,
 * C101004) before anything else.
 */
export function newPoolRequest(payload: Action<'new'>, deviceKey: DeviceKey): NewPoolRequest {
  const encryption =
    payload.encryptpwd === undefined
      ? undefined
      : {
          password: decryptCredential(deviceKey, payload.key_id ?? '', payload.encryptpwd).trim(),
          prompt: payload.pwdprompt,
        };
  return {
    protocol: payload.protocol,
    raidType: payload.raidtype,
    name: payload.name,
    disks: payload.sys,
    spares: payload.spare,
    encryption,
  };
}

export function repairRequest(payload: Action<'repair'>): RepairPoolRequest {
  return { poolId: payload.pid, repair: payload.repair, replacements: payload.sys };
}

export function cacheRequest(payload: Action<'rcache'> | Action<'rwcache'>): CacheRequest {
  return {
    action: payload.action,
    poolId: payload.pid,
    disks: payload.sys,
    raidType: payload.raidtype,
    name: payload.name,
  };
}
