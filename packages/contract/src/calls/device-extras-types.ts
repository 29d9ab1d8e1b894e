import { z } from 'zod';

/** Where the daemon looks for a UPS: Linux's power-supply class (shown on the page when none is found). */
export const UPS_SYSFS_ROOT = '/sys/class/power_supply';

/** The UPS policy's limits: shut down after 1–120 minutes on battery, or at a 5–95 % battery level. */
export const UPS_MINUTES = { min: 1, max: 120, default: 5 } as const;
export const UPS_LEVEL = { min: 5, max: 95, default: 20 } as const;
export const UPS_MODES = ['minutes', 'level'] as const;
export type UpsMode = (typeof UPS_MODES)[number];

export const zUpsPolicy = z.object({
  /** `minutes`: shut down after `minutes` on battery; `level`: at `level` % battery or lower. */
  mode: z.enum(UPS_MODES),
  minutes: z.number().int(),
  level: z.number().int(),
  /** The watch is on: while a UPS is present, the daemon shuts the machine down as the policy says. */
  enabled: z.boolean(),
});
export type UpsPolicy = z.infer<typeof zUpsPolicy>;

export const zUpsUnit = z.object({
  /** The power-supply entry's name (`ups`, `BAT0`…). */
  name: z.string(),
  type: z.enum(['UPS', 'Battery']),
  /** The kernel's status word: `Charging`, `Discharging`, `Full`, `Not charging`, `Unknown`. */
  status: z.string(),
  onBattery: z.boolean(),
  /** Charge in %, when the device tells it. */
  capacity: z.number().int().nullable(),
  model: z.string().nullable(),
  manufacturer: z.string().nullable(),
});
export type UpsUnit = z.infer<typeof zUpsUnit>;

export const zUpsInfo = z.object({
  present: z.boolean(),
  /** The directory that was read. */
  looked: z.string(),
  units: z.array(zUpsUnit),
  policy: zUpsPolicy,
  /** A UPS is present and the watch is on: the daemon checks it every 10 s. */
  watching: z.boolean(),
  /** Unix seconds since the UPS went on battery, while it is; null on mains power. */
  onBatterySince: z.number().int().nullable(),
});
export type UpsInfo = z.infer<typeof zUpsInfo>;

/** The power plan schedule (`/setting/pps/*`): weekly shutdowns, and wake-ups where the machine can. */
export const PPS_MAX_ENTRIES = 10;
export const PPS_ACTIONS = ['shutdown', 'wake'] as const;
export type PpsAction = (typeof PPS_ACTIONS)[number];
/** Where the machine's real-time clock takes a wake-up time (shown when it cannot). */
export const RTC_WAKEALARM = '/sys/class/rtc/rtc0/wakealarm';

export const zPpsEntry = z.object({
  action: z.enum(PPS_ACTIONS),
  /** Days of the week, 0 = Sunday … 6 = Saturday; at least one, each once. */
  days: z
    .array(z.number().int().min(0).max(6))
    .min(1)
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'each day once'),
  /** Local time `HH:MM`, 24-hour. */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
});
export type PpsEntry = z.infer<typeof zPpsEntry>;

export const zPpsState = z.object({
  entries: z.array(zPpsEntry),
  /** The machine can set its own wake-up time (`RTC_WAKEALARM` exists and is writable). */
  canWake: z.boolean(),
  /** The next planned shutdown, Unix seconds; null when none. */
  nextShutdown: z.number().int().nullable(),
  /** The next planned wake-up, Unix seconds; null when none. */
  nextWake: z.number().int().nullable(),
});
export type PpsState = z.infer<typeof zPpsState>;

/** The settings areas the master may close to operations administrators (`/setting/sub/perm`). */
export const SUB_ADMIN_AREAS = ['network', 'time', 'hardware', 'fileServices', 'device'] as const;
export type SubAdminArea = (typeof SUB_ADMIN_AREAS)[number];
export const zSubAdminPerms = z.object({
  network: z.boolean(),
  time: z.boolean(),
  hardware: z.boolean(),
  fileServices: z.boolean(),
  device: z.boolean(),
});
export type SubAdminPerms = z.infer<typeof zSubAdminPerms>;

/** The online office viewer is the provider's cloud service: never configured on a LAN-only box. */
export const zOfficeConfig = z.object({ configured: z.boolean(), provider: z.string().nullable() });

export const VM_REASONS = ['noKvm', 'serviceMissing'] as const;
export const zVmCheck = z.object({
  available: z.boolean(),
  /** `/dev/kvm` exists. */
  kvm: z.boolean(),
  /** Why virtual machines cannot run; null when they can. */
  reason: z.enum(VM_REASONS).nullable(),
});
export type VmCheck = z.infer<typeof zVmCheck>;

export const zDeviceRemoval = z.object({
  dev: z.string(),
  unmounted: z.array(z.string()),
  /**
   * `deleted`: the kernel let go of the disk (`/sys/block/<name>/device/delete`); `pulled`: a virtual
   * bay's disk left its bay, its image kept for re-insertion.
   */
  detached: z.enum(['deleted', 'pulled']),
});
export type DeviceRemoval = z.infer<typeof zDeviceRemoval>;

/** Where the daemon looks for a Wi-Fi adapter (shown on the page when none is found). */
export const NET_SYSFS_ROOT = '/sys/class/net';
export const zApStatus = z.object({
  present: z.boolean(),
  looked: z.string(),
  /** Interfaces with a Wi-Fi adapter (`wireless` or `phy80211` under their sysfs entry). */
  adapters: z.array(z.string()),
});
export type ApStatus = z.infer<typeof zApStatus>;
