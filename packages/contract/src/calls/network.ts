import { z } from 'zod';
import { TIMEOUTS } from '../constants.js';
import { ADMIN_ROLES } from '../roles.js';
import { defineCall, rolesAccess } from './define.js';
import { zDiagnoseStep, zNetworkApplied, zNetworkRead, zWakeOnLan } from './network-types.js';

/*
 * The network settings (SET-NET-01, -06). Payload fields are plain text: the daemon checks them with
 * `network-rules.ts` and answers the network family's codes (4001–4010), never a generic C100422.
 */
const text = z.string().optional().default('');

/** One of NETWORK_READ_FLAGS; its answer is the flag's schema in network-types.ts. */
export const networkRead = defineCall({
  method: 'GET',
  path: '/settings',
  payload: z.object({ flag: text }),
  response: zNetworkRead,
  access: rolesAccess(ADMIN_ROLES),
  timeoutMs: TIMEOUTS.network,
});

/**
 * One of NETWORK_CHANGE_FLAGS. `update`: `name`, `ipv4_method` (dhcp, static), `ip`, `mask`,
 * `gateway`, `dns` (comma list), `ipv6_method` (auto, static, off), `ip6`, `prefix6`, `gateway6`,
 * `mtu`; `create_bond`: `name`, `bond_mode`, `ports` (comma list) and the same address fields;
 * `remove_bond` and `wifi_disconnect`: `name`.
 */
export const networkChange = defineCall({
  method: 'POST',
  path: '/settings',
  payload: z.object({
    flag: text,
    name: text,
    ipv4_method: text,
    ip: text,
    mask: text,
    gateway: text,
    dns: text,
    ipv6_method: text,
    ip6: text,
    prefix6: text,
    gateway6: text,
    mtu: text,
    bond_mode: text,
    ports: text,
  }),
  response: zNetworkApplied,
  access: rolesAccess(ADMIN_ROLES),
  timeoutMs: TIMEOUTS.network,
});

/** Checks an interface's link, address, gateway and resolvers, and optionally a host's port. */
export const networkDiagnose = defineCall({
  method: 'POST',
  path: '/network/diagnose',
  payload: z.object({ name: text, host: text, port: text }),
  response: z.object({ name: z.string(), steps: z.array(zDiagnoseStep) }),
  access: rolesAccess(ADMIN_ROLES),
});

export const wakeOnLanGet = defineCall({
  method: 'POST',
  path: '/wakeol/get_config',
  payload: z.object({}),
  response: zWakeOnLan,
  access: rolesAccess(ADMIN_ROLES),
});

/** `enabled` is `1` or `0`. */
export const wakeOnLanSet = defineCall({
  method: 'POST',
  path: '/wakeol/set_config',
  payload: z.object({ name: text, enabled: text }),
  response: zNetworkApplied,
  access: rolesAccess(ADMIN_ROLES),
});
