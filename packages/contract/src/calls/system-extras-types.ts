import { z } from 'zod';
import { QUOTA_STATES } from './quota-types.js';

/** `/system` (T3 "root"): the device summary the about page shows, in one answer. */
export const zDeviceSummary = z.object({
  name: z.string(),
  model: z.string(),
  nasid: z.string(),
  version: z.string(),
  /** The device's clock now, epoch milliseconds, and its time zone. */
  now: z.number(),
  zone: z.string(),
  /** Seconds since the machine and since the daemon started. */
  machine_uptime: z.number().int(),
  daemon_uptime: z.number().int(),
  /** Processor, memory, kernel and system: administrators only, null for an ordinary user. */
  hardware: z
    .object({
      hostname: z.string(),
      cpu_model: z.string(),
      cpu_cores: z.number().int(),
      memory_bytes: z.number(),
      kernel: z.string(),
      os: z.string(),
      arch: z.string(),
    })
    .nullable(),
});
export type DeviceSummary = z.infer<typeof zDeviceSummary>;

/** `/system/home`: the signed-in person's own storage at a glance (the desktop). */
export const zHomeSummary = z.object({
  /** A default pool exists; false on a new device ("no pool yet"). */
  has_pool: z.boolean(),
  /** The pool their home folder is on; null without one. */
  pool: z
    .object({
      id: z.string(),
      name: z.string(),
      mounted: z.boolean(),
      /** Files can be used there now (mounted, unlocked). */
      usable: z.boolean(),
    })
    .nullable(),
  /** Bytes their home folder holds, and their storage limit (null: none, or not measurable). */
  used: z.number().nullable(),
  limit: z.number().nullable(),
  quota_state: z.enum(QUOTA_STATES),
  /** Entries waiting in their own recycle bin. */
  recycle_count: z.number().int(),
});
export type HomeSummary = z.infer<typeof zHomeSummary>;

/** How a file came to be changed through Coffer (`/system/recent`). */
export const RECENT_ACTS = ['upload', 'create', 'save', 'rename', 'move', 'copy'] as const;
export type RecentAct = (typeof RECENT_ACTS)[number];
export const RECENT_LIMIT_MAX = 100;
export const RECENT_LIMIT_DEFAULT = 20;

export const zRecentFile = z.object({
  /** The virtual path (`/home/…`, `/public/<folder>/…`), never the real one. */
  path: z.string(),
  name: z.string(),
  act: z.enum(RECENT_ACTS),
  /** Epoch milliseconds of the act. */
  at: z.number(),
  is_dir: z.boolean(),
  size: z.number(),
});
export type RecentFile = z.infer<typeof zRecentFile>;

/** `/system/diskusage3`: pools' space and disks' activity from the monitor's current sample. */
export const zDiskUsage = z.object({
  /** Epoch milliseconds of the monitor sample the rates come from; null before its first second. */
  t: z.number().nullable(),
  pools: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      mounted: z.boolean(),
      /** Bytes. */
      total: z.number(),
      used: z.number(),
      free: z.number(),
    }),
  ),
  disks: z.array(
    z.object({
      name: z.string(),
      sn: z.string(),
      pos: z.number().nullable(),
      kind: z.enum(['bay', 'system']),
      /** Bytes per second read and written, and percent of the second the disk was busy. */
      read: z.number(),
      write: z.number(),
      busy: z.number(),
    }),
  ),
});
export type DiskUsage = z.infer<typeof zDiskUsage>;

/** `/auth/master`: who the super administrator is; `you` when that is the caller. */
export const zMasterInfo = z.object({
  exists: z.boolean(),
  username: z.string(),
  nickname: z.string(),
  you: z.boolean(),
});
export type MasterInfo = z.infer<typeof zMasterInfo>;

/** `/system/delay`: a scheduled reboot is postponed by 1 minute to 1 day. */
export const REBOOT_DELAY_MINUTES = { min: 1, max: 1440 } as const;
