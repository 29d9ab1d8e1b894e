import { z } from 'zod';

/** GET /settings flags that read (SET-NET-01); `_6` variants answer the same interfaces' IPv6 view. */
export const NETWORK_READ_FLAGS = [
  'net_info',
  'unbond_net_info',
  'wifi_net_info',
  'net_info_6',
  'unbond_net_info_6',
  'wifi_net_info_6',
  'is_bond',
  'show',
  'get_net_status',
] as const;
export type NetworkReadFlag = (typeof NETWORK_READ_FLAGS)[number];

/** POST /settings flags that change the network; GET flags `update` and `wifi_disconnect` are POSTs here. */
export const NETWORK_CHANGE_FLAGS = ['update', 'create_bond', 'remove_bond', 'wifi_disconnect'] as const;
export type NetworkChangeFlag = (typeof NETWORK_CHANGE_FLAGS)[number];

export const zNetAddress4 = z.object({ address: z.string(), prefix: z.number(), mask: z.string() });
export const zNetAddress6 = z.object({ address: z.string(), prefix: z.number(), scope: z.string() });

/** One interface as the machine has it now. */
export const zNetInterface = z.object({
  name: z.string(),
  /** The front-panel slot of the port (SET-NET-03), or null. */
  slot: z.union([z.literal(1), z.literal(2)]).nullable(),
  kind: z.enum(['ethernet', 'bond', 'bridge', 'wifi', 'virtual']),
  /** The kernel's operational state (`up`, `down`, `unknown`, …). */
  state: z.string(),
  carrier: z.boolean(),
  /** Link speed in Mbit/s, or null when the link has none to tell (down, virtual). */
  speed: z.number().nullable(),
  mac: z.string(),
  mtu: z.number(),
  /** The bond or bridge this port belongs to, or null. */
  master: z.string().nullable(),
  /** A bond's ports. */
  ports: z.array(z.string()),
  ipv4: z.object({
    /** `dhcp` when an address is a lease, `static` when one is fixed, `none` without an address. */
    method: z.enum(['dhcp', 'static', 'none']),
    addresses: z.array(zNetAddress4),
    gateway: z.string().nullable(),
  }),
  ipv6: z.object({
    method: z.enum(['auto', 'static', 'none']),
    addresses: z.array(zNetAddress6),
    gateway: z.string().nullable(),
  }),
});
export type NetInterface = z.infer<typeof zNetInterface>;

export const zNetInfo = z.object({
  family: z.union([z.literal(4), z.literal(6)]),
  interfaces: z.array(zNetInterface),
  /** The resolvers the machine uses (`/etc/resolv.conf`). */
  dns: z.array(z.string()),
});
export type NetInfo = z.infer<typeof zNetInfo>;

export const zBondState = z.object({
  bonded: z.boolean(),
  bonds: z.array(z.object({ name: z.string(), mode: z.string(), ports: z.array(z.string()) })),
});

export const NETWORK_BACKENDS = ['ifupdown', 'networkd', 'dry-run', 'none'] as const;
export type NetworkBackendKind = (typeof NETWORK_BACKENDS)[number];

/** Whether the page may edit: the backend the daemon writes through, and whether it only shows. */
export const zNetShow = z.object({
  backend: z.enum(NETWORK_BACKENDS),
  editable: z.boolean(),
  dryRun: z.boolean(),
});

export const zNetStatus = z.object({
  online: z.boolean(),
  gateway: z.string().nullable(),
  interface: z.string().nullable(),
});

export const zNetworkRead = z.union([zNetInfo, zBondState, zNetShow, zNetStatus]);

/** What a change wrote, or in dry-run would write: each file whole and the commands run after. */
export const zNetworkApplied = z.object({
  dryRun: z.boolean(),
  backend: z.enum(NETWORK_BACKENDS),
  files: z.array(z.object({ path: z.string(), content: z.string() })),
  removed: z.array(z.string()),
  commands: z.array(z.string()),
});
export type NetworkApplied = z.infer<typeof zNetworkApplied>;

export const zDiagnoseStep = z.object({
  step: z.enum(['link', 'address', 'gateway', 'dns', 'host']),
  ok: z.boolean(),
  detail: z.string(),
});
export type DiagnoseStep = z.infer<typeof zDiagnoseStep>;

export const zWakeOnLan = z.object({
  interfaces: z.array(z.object({ name: z.string(), supported: z.boolean(), enabled: z.boolean() })),
});
