import { z } from 'zod';
import { POOL_PROTOCOLS } from '../protocol-rules.js';

/** A disk serial number as the pages send it in `sys`, `spare` and `repair`. */
export const zSerial = z.string().min(1).max(64);
export const zPoolId = z.string().min(1).max(64);
export const zProtocol = z.enum(POOL_PROTOCOLS);
export const zBit = z.union([z.literal(0), z.literal(1)]);

/** A long operation of the storage engine: format, balance, replace, scrub, wipe, SMART test, usage. */
export const zJob = z.object({
  id: z.string(),
  kind: z.enum(['format', 'balance', 'replace', 'scrub', 'wipe', 'smart', 'usage']),
  poolId: z.string().nullable(),
  state: z.enum(['queued', 'running', 'done', 'failed', 'cancelled']),
  percent: z.number().int().min(0).max(100),
  /** The current step: prepare, formatting, init, done for a format. */
  description: z.string(),
  errorCode: z.union([z.string(), z.number()]).nullable(),
  errorMessage: z.string().nullable(),
  createdAt: z.number(),
  finishedAt: z.number().nullable(),
});
export type JobInfo = z.infer<typeof zJob>;

/** spec 3 §3 RAID rebuild state: active, resync (data sync), recovery (data recovery). */
export const RAID_STATES = ['active', 'resync', 'recovery'] as const;
export type RaidState = (typeof RAID_STATES)[number];

/** spec 3 §3 `usr_raid_status` / `sys_raid_status`, read per answer from the pool's running job. */
export const zRaidStatus = z.object({
  status: z.enum(RAID_STATES),
  /** Seconds still to go, estimated from the job's progress so far; 0 when unknown or active. */
  remain_time: z.number().int().min(0),
  /** 0 to 1: how far the resync or recovery is; 1 when active. */
  rate: z.number().min(0).max(1),
});
export type RaidStatusInfo = z.infer<typeof zRaidStatus>;

/** spec 3 §3 Pool. */
export const zPool = z.object({
  id: z.string(),
  name: z.string(),
  /** The SATA pool a cache pool serves; empty for other pools. */
  pid: z.string(),
  protocol: zProtocol,
  raid_type: z.string(),
  status: z.enum(['ok', 'degraded', 'damage', 'cdamage', 'suspended']),
  encrypted: zBit,
  lock: zBit,
  disk_count: z.number().int(),
  /** Serial numbers of the members, in creation order. */
  disk_list: z.array(z.string()),
  cache_list: z.array(z.string()),
  system_disks: z.array(
    z.object({ sn: z.string(), status: z.enum(['ok', 'missing', 'fault']), raid10_gid: z.number().int() }),
  ),
  /** Bytes: the mode's usable space over the members' sizes at creation. */
  total_size: z.number(),
  /** Bytes that can still be written (0 while not mounted). */
  free_size: z.number(),
  has_mount: zBit,
  diskMinSize: z.number(),
  missingNum: z.number().int(),
  errorNum: z.number().int(),
  okNum: z.number().int(),
  hasErrorDisk: z.boolean(),
  /** recovery while a replace job (repair, re-attach, spare take-over) runs, resync while a balance does. */
  usr_raid_status: zRaidStatus,
  /** Coffer keeps no system partition on pools: the same as `usr_raid_status` (DECISIONS). */
  sys_raid_status: zRaidStatus,
  /** The pool's unfinished job (format, balance, replace, scrub, …), newest first; null when none. */
  task: zJob.nullable(),
});
export type PoolInfo = z.infer<typeof zPool>;

export const zSpareDisk = z.object({ sn: z.string(), protect_list: z.array(z.string()) });

/** One reason the engine refuses a request: the field it concerns ('' for the whole request). */
export const zStorageProblem = z.object({
  field: z.string(),
  code: z.union([z.string(), z.number()]),
  message: z.string(),
});
export type StorageProblemInfo = z.infer<typeof zStorageProblem>;
