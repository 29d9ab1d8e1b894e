import { z } from 'zod';
import { DISK_DEV_TYPES } from '../protocol-rules.js';
import { zSystemAlert } from './alert-types.js';
import { zUpgradeRecord } from './upgrade-types.js';

/** spec 3 §3 disk part (system_part, user_part). */
export const zDiskPart = z.object({
  state: z.enum(['fail', 'degraded', 'damage', 'recover', 'resync']),
  dev: z.string(),
  dev_type: z.string(),
  uuid: z.string(),
  label: z.string(),
});

/** spec 3 §3 Disk with the v3 variant's fields, as the disk monitor builds it. */
export const zDisk = z.object({
  sn: z.string(),
  pos: z.number().int(),
  size: z.string(),
  total_size: z.number(),
  sizeNum: z.number(),
  sizeSymbol: z.string(),
  status: z.enum(['ok', 'missing', 'fault', 'fserr', 'partchange', 'sysdelayed', 'usrdelayed']),
  /** 0 free, 1 SATA pool member, 2 spare, 3 SSD pool member, 4 SSD spare, 5 and 6 external, 7 cache. */
  role: z.number().int().min(0).max(7),
  pid: z.string(),
  model: z.string(),
  dev_type: z.enum(DISK_DEV_TYPES),
  raid10_gid: z.number().int().optional(),
  rate: z.number(),
  protect_list: z.array(z.string()),
  label: z.string(),
  smart_test: z.object({ status: z.enum(['idle', 'running']), result: z.string() }),
  system_part: z.array(zDiskPart),
  user_part: z.array(zDiskPart),
  abnormal: z.boolean(),
  isFault: z.boolean(),
  /** °C from the disk's newest SMART reading; null when unknown (no SMART, not present). */
  temperature: z.number().nullable(),
});
export type DiskInfo = z.infer<typeof zDisk>;

/** spec 3 §3 "Messages" with spec 2's message fields (action = type, pool_key = pool id). */
export const zPoolMessage = z.object({
  id: z.number().int(),
  type: z.enum(['pool_msg', 'cache_msg', 'new_hdd_msg', 'spare_hdd_msg']),
  action: z.string(),
  level: z.enum(['info', 'warning', 'error']),
  pool_key: z.string(),
  /** Unix seconds. */
  time: z.number().int(),
  sn: z.string().optional(),
  data: z.record(z.string(), z.unknown()),
});
export type PoolMessageInfo = z.infer<typeof zPoolMessage>;

/** spec 3 §3 format-flow stages. */
export const POLL_STAGES = ['boot', 'mount', 'format', 'fmtdone', 'complete', 'block'] as const;
export type PollStage = (typeof POLL_STAGES)[number];

/** The spec 2 storage message types the daemon produces so far (DECISIONS "Storage", poll). */
export const POLL_TYPES = [
  'booting',
  'booted',
  'checking',
  'confirm',
  'pending',
  'formatting',
  'complete',
  'blocking',
] as const;
export type PollType = (typeof POLL_TYPES)[number];

/**
 * The storage engine's start, as the poll's `data.step` of stage `boot` (spec 2 §2.1, §2.2):
 * `attaching` the disks (type `booting`, "connecting to the device"), `mounting` the pools (type
 * `booted` code 200, "disks being prepared"), `checking` the disks and the interrupted jobs (type
 * `checking`, "processing disk data"), `preparing` the monitors (type `booted`, "system preparing").
 */
export const BOOT_STEPS = ['attaching', 'mounting', 'checking', 'preparing'] as const;
export type BootStep = (typeof BOOT_STEPS)[number];

/** One storage message carrying both models: spec 2 `type` and spec 3 `stage`. */
export const zStoragePolling = z.object({
  stage: z.enum(POLL_STAGES),
  type: z.enum(POLL_TYPES),
  /** 200 when all is well; otherwise the catalogue code of the problem. */
  code: z.union([z.number(), z.string()]),
  msg: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type StoragePolling = z.infer<typeof zStoragePolling>;

/**
 * spec 2 §3 / §4.3 `sync` of a `complete` message (BOOT-RAID-01/02): each pool whose redundancy is
 * being rebuilt. `resync` while an expansion's balance spreads the data, `recover` while a replace
 * (repair, re-attach, a spare taking over) copies it onto a disk, `fail` when the last of those
 * failed. btrfs reports a percent, not bytes, so there is no `dsize` / `tsize`.
 */
export const SYNC_ACTIONS = ['resync', 'recover', 'fail'] as const;
export type SyncAction = (typeof SYNC_ACTIONS)[number];

export interface StorageSyncEntry {
  /** The pool id; left out for ordinary users. */
  id?: string;
  name: string;
  action: SyncAction;
  /** What ran (or failed): a `resync` or a `recover`. */
  kind: 'resync' | 'recover';
  /** Whole percent 0–100 (spec: done over total). */
  progress: number;
  /** Seconds still to go; 0 while not yet known, and for a failure. */
  remain: number;
  /** For a failure (administrators only): the catalogue code it ended with. */
  code?: string | number;
}

export interface StorageSync {
  /** `busy` while a pool resyncs or recovers, `ok` otherwise. */
  status: 'busy' | 'ok';
  usr: StorageSyncEntry[];
}

/** spec 2 "Hdd": a disk the format wizard may offer. */
export const zHdd = z.object({
  name: z.string(),
  size: z.string(),
  iam: z.enum(['new', 'used']),
  position: z.number().int(),
});

export const zPollPool = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  mounted: z.boolean(),
});

/** `POST /system/polling2`: spec 2's and spec 3's poll responses in one (DECISIONS "Storage"). */
export const zPollResponse = z.object({
  storage_server: z.enum(['booting', 'booted']),
  sp_ver: z.literal('v3'),
  storage_polling: zStoragePolling,
  pools: z.array(zPollPool),
  dev: z.array(zDisk),
  /** spec 2 §4.12 system alerts, newest condition last; the user variant for ordinary users. */
  popup_msgs: z.array(zSystemAlert),
  /** Unix seconds of a scheduled reboot; 0 when none. */
  reboot_at: z.number(),
  message: z.array(zPoolMessage),
  db_state: z.enum(['ok', 'down']),
  /** spec 2 §4.9: the system upgrade every page follows (`idle` when none). */
  upgrade: zUpgradeRecord,
  migration_status: z.enum(['none', 'running']),
  /** Seconds the daemon has been running. */
  uptime_abs: z.number().int(),
  mounts: z.object({ disks: z.array(z.record(z.string(), z.unknown())) }),
  storage: z.object({
    append: z.object({
      hdds: z.array(zHdd),
      last_model: z.string(),
      choices: z.array(z.record(z.string(), z.unknown())),
      steps: z.number().int(),
      current: z.number().int(),
      state: z.string(),
      details: z.array(z.record(z.string(), z.unknown())),
    }),
  }),
});
export type PollResponse = z.infer<typeof zPollResponse>;
