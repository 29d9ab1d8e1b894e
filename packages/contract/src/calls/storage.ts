import { z } from 'zod';
import { PERMISSIONS } from '../permissions.js';
import { PasswordEvent } from '../password-events.js';
import { zCipher, zFlag, zKeyId, zList } from '../fields.js';
import { defineCall, rolesAccess } from './define.js';
import { zScrubStatus, zScrubTimer } from './scrub-types.js';
import {
  zBit,
  zJob,
  zPool,
  zPoolId,
  zProtocol,
  zSerial,
  zSpareDisk,
  zStorageProblem,
} from './storage-types.js';

/** spec 3 §7 "storage info": zspool {normal, super, cache} and spare {normal, super}. */
export const poolInfo = defineCall({
  method: 'POST',
  path: '/zspool/info',
  payload: z.object({}),
  response: z.object({
    zspool: z.object({ normal: z.array(zPool), super: z.array(zPool), cache: z.array(zPool) }),
    spare: z.object({ normal: z.array(zSpareDisk), super: z.array(zSpareDisk) }),
  }),
  access: rolesAccess(PERMISSIONS.storageView),
});

/** checkStorageName: the server's name check; answers the trimmed name and the default name. */
export const formatCheck = defineCall({
  method: 'POST',
  path: '/zspool/format/check',
  payload: z.object({
    name: z.string().max(256),
    verify: z.string().optional(),
    protocol: zProtocol.optional(),
  }),
  response: z.object({ name: z.string(), defaultName: z.string() }),
  access: rolesAccess(PERMISSIONS.storageManage),
});

/** startFormat `new`: a pool from free disks. */
const zNewPoolFormat = z.object({
  action: z.literal('new'),
  name: z.string().max(256).optional(),
  protocol: zProtocol,
  raidtype: z.string().min(1).max(16),
  sys: zList(zSerial),
  spare: zList(zSerial).optional(),
  skipsmart: zFlag.optional(),
  /** An encrypted pool: the password encrypted with the device key (`key_id`), and its hint. */
  encryptpwd: zCipher.optional(),
  key_id: zKeyId.optional(),
  pwdprompt: z.string().max(100).optional(),
});

/**
 * startFormat `repair`: rebuild the members in `repair` onto the free disks in `sys`, in order.
 * `pid` is the pool's id (the spec sends a list; its first entry is taken).
 */
const zRepairFormat = z.object({
  action: z.literal('repair'),
  pid: z
    .union([zPoolId, z.array(zPoolId).min(1).max(1)])
    .transform((value) => (Array.isArray(value) ? value[0]! : value)),
  repair: zList(zSerial),
  sys: zList(zSerial),
  skipsmart: zFlag.optional(),
});

/**
 * startFormat `dilate`: add the free disks in `sys` to the pool `pid`, then balance (a job of kind
 * balance, followed with `/zspool/format/status`).
 */
const zDilateFormat = z.object({
  action: z.literal('dilate'),
  pid: z
    .union([zPoolId, z.array(zPoolId).min(1).max(1)])
    .transform((value) => (Array.isArray(value) ? value[0]! : value)),
  sys: zList(zSerial),
  skipsmart: zFlag.optional(),
});

/**
 * startFormat `rcache`/`rwcache`: an SSD cache of the SSDs in `sys` for the SATA pool `pid` (spec 3
 * §5). Refused with C109001 when the kernel has no bcache (docs/decisions.md "SSD cache").
 */
const cacheFormat = <A extends 'rcache' | 'rwcache'>(action: A) =>
  z.object({
    action: z.literal(action),
    pid: z
      .union([zPoolId, z.array(zPoolId).min(1).max(1)])
      .transform((value) => (Array.isArray(value) ? value[0]! : value)),
    sys: zList(zSerial),
    raidtype: z.string().min(1).max(16),
    name: z.string().max(256),
    skipsmart: zFlag.optional(),
  });

/** The startFormat actions `/zspool/format/exec` takes. */
const FORMAT_ACTIONS = [
  zNewPoolFormat,
  zRepairFormat,
  zDilateFormat,
  cacheFormat('rcache'),
  cacheFormat('rwcache'),
] as const;

/** startFormat: the job runs on and is followed with `/zspool/format/status`. */
export const formatExec = defineCall({
  method: 'POST',
  path: '/zspool/format/exec',
  payload: z.discriminatedUnion('action', [...FORMAT_ACTIONS]),
  response: z.object({ jobId: z.string(), poolId: z.string() }),
  access: rolesAccess(PERMISSIONS.storageManage),
  passwordEvent: PasswordEvent.storageFormat,
});

/** Hot spare: the disk `sn` protects the pools in `pids` (and no others); an empty `pids` removes it. */
const zSpareSettings = z.object({ sn: zSerial, pids: zList(zPoolId) });

/**
 * The engine's refusals before anything is touched: exactly what `/zspool/format/exec` (or, with
 * action `spare`, `/zspool/spare/cfg`) would refuse this request with, from the same checks over the
 * same facts, in the caller's language. No job, no lock, no write; no password check (it changes
 * nothing). An empty list: the engine would accept it as far as checking goes (a job may still start
 * on the pool meanwhile, C104001).
 */
export const formatVerify = defineCall({
  method: 'POST',
  path: '/zspool/format/verify',
  payload: z.discriminatedUnion('action', [
    ...FORMAT_ACTIONS,
    zSpareSettings.extend({ action: z.literal('spare') }),
  ]),
  response: z.object({ problems: z.array(zStorageProblem) }),
  access: rolesAccess(PERMISSIONS.storageManage),
});

/** A format job by id, or the newest format job; null when there has been none. */
export const formatStatus = defineCall({
  method: 'POST',
  path: '/zspool/format/status',
  payload: z.object({ jobId: z.string().min(1).max(64).optional() }),
  response: zJob.nullable(),
  access: rolesAccess(PERMISSIONS.storageView),
});

export const renamePool = defineCall({
  method: 'POST',
  path: '/zspool/rename/pool',
  payload: z.object({ id: zPoolId, name: z.string().max(256) }),
  response: z.object({ id: z.string(), name: z.string() }),
  access: rolesAccess(PERMISSIONS.storageManage),
});

/** Deletes a pool: unmounts it and erases its members' signatures. */
export const deletePool = defineCall({
  method: 'POST',
  path: '/zspool/delete/set',
  payload: z.object({ id: zPoolId }),
  response: z.object({ id: z.string() }),
  access: rolesAccess(PERMISSIONS.storageManage),
  passwordEvent: PasswordEvent.storageDelete,
});

export const mountPool = defineCall({
  method: 'POST',
  path: '/zspool/mount/pool',
  payload: z.object({ id: zPoolId }),
  response: z.object({ id: z.string(), has_mount: zBit }),
  access: rolesAccess(PERMISSIONS.storageManage),
});

/**
 * spec 3 §7 confirm: an administrator's decision on the poll's disk-change message (spec 2 modes
 * A–J). `mountpool` continues with the disks that are left; `ignore` and `mount` continue as the
 * pool is and dismiss the change's new disks; `dilate` adds the change's blank disks (`dev`, or all
 * of them) to the pool as an expansion job (`jobId`); `recover` rebuilds the pool's lost members
 * onto them as a repair job (`jobId`); `extmountdisk` (mode B) continues as `ignore` and makes the
 * change's new disks (`dev`, or all) external disks: listed, mounted and formatted by
 * `/zspool/external/*`, mounted at once when they carry a filesystem, taken by no pool while they stay
 * in their bays. A disk that is not a new disk of the change answers C105006. Other options answer
 * C105002 (`init` is `/zspool/reset`, which checks the password). None of these erases data, so no password check (docs/decisions.md
 * "Disk-change modes (issue 14)").
 */
export const confirmPool = defineCall({
  method: 'POST',
  path: '/zspool/confirm',
  payload: z.object({
    id: zPoolId,
    option: z.enum([
      'mount',
      'ignore',
      'dilate',
      'init',
      'mountpool',
      'extmountpool',
      'extmountdisk',
      'recover',
      'remove',
      'ssd_ignore',
    ]),
    dev: zList(z.string().min(1).max(256)).optional(),
  }),
  response: z.object({
    id: z.string(),
    has_mount: zBit,
    status: zPool.shape.status,
    /** `dilate` and `recover`: the expansion or repair job, followed with `/zspool/format/status`. */
    jobId: z.string().optional(),
  }),
  access: rolesAccess(PERMISSIONS.storageManage),
});

/**
 * spec 2 §4.1 reset (`init` in modes C, D and G): the pool of the poll's disk change is given up;
 * its present members are erased as a delete erases them and the disks wait, blank, for a new pool.
 * It erases data, so it takes the delete's password check (spec 2 §5: risk checkbox, then password);
 * a pool the change does not offer `init` for answers C105002.
 */
export const resetPool = defineCall({
  method: 'POST',
  path: '/zspool/reset',
  payload: z.object({ id: zPoolId }),
  response: z.object({ id: z.string() }),
  access: rolesAccess(PERMISSIONS.storageManage),
  passwordEvent: PasswordEvent.storageDelete,
});

/** Starts a scrub of a mounted pool as a job of kind scrub (one exclusive operation per pool). */
export const scrubStart = defineCall({
  method: 'POST',
  path: '/zspool/scrub/start',
  payload: z.object({ pid: zPoolId }),
  response: z.object({ jobId: z.string(), pid: z.string() }),
  access: rolesAccess(PERMISSIONS.storageManage),
});

export const scrubStatus = defineCall({
  method: 'POST',
  path: '/zspool/scrub/status',
  payload: z.object({ pid: zPoolId }),
  response: zScrubStatus,
  access: rolesAccess(PERMISSIONS.storageView),
});

/** Cancels a running scrub; answers the status (a pool with none running answers it unchanged). */
export const scrubCancel = defineCall({
  method: 'POST',
  path: '/zspool/scrub/cancel',
  payload: z.object({ pid: zPoolId }),
  response: zScrubStatus,
  access: rolesAccess(PERMISSIONS.storageManage),
});

/** Sets a pool's scrub schedule; stored, and run by the daemon's scheduler. */
export const scrubTimer = defineCall({
  method: 'POST',
  path: '/zspool/scrub/timer',
  payload: z.object({
    pid: zPoolId,
    enabled: zFlag,
    interval: z.enum(['daily', 'weekly', 'monthly']).default('weekly'),
    weekday: z.coerce.number().int().min(0).max(6).optional(),
    day: z.coerce.number().int().min(1).max(28).optional(),
    hour: z.coerce.number().int().min(0).max(23).default(2),
  }),
  response: zScrubTimer.extend({ pid: z.string() }),
  access: rolesAccess(PERMISSIONS.storageManage),
});

/**
 * Hot spare: the disk `sn` protects the pools in `pids` (and no others). An empty `pids` removes it
 * as a spare.
 */
export const spareConfig = defineCall({
  method: 'POST',
  path: '/zspool/spare/cfg',
  payload: zSpareSettings,
  response: z.object({ sn: z.string(), protect_list: z.array(z.string()) }),
  access: rolesAccess(PERMISSIONS.storageManage),
  passwordEvent: PasswordEvent.storageFormat,
});

/**
 * Unlocks an encrypted pool: `pwd` is the password encrypted with the device key. A wrong one
 * answers N300147 with `data.remaining`; after more than five, N300148 until the device restarts.
 */
export const unlockPool = defineCall({
  method: 'POST',
  path: '/zspool/decrypted/pool',
  payload: z.object({ id: zPoolId, pwd: zCipher, key_id: zKeyId }),
  response: z.object({ id: z.string(), lock: zBit }),
  access: rolesAccess(PERMISSIONS.storageUnlock),
});

/** The password hint of an encrypted pool; N300150 when none was set. */
export const passwordPrompt = defineCall({
  method: 'POST',
  path: '/zspool/get/pwdprompt',
  payload: z.object({ id: zPoolId }),
  response: z.object({ prompt: z.string() }),
  access: rolesAccess(PERMISSIONS.storageUnlock),
});

/**
 * The key file of an unlocked encrypted pool, as an octet-stream attachment (not an envelope; a
 * refusal is an envelope). A GET the session cookie authenticates, after the StorageKey check.
 */
export const keyFileDownload = defineCall({
  method: 'GET',
  path: '/zspool/pwdfile/download',
  payload: z.object({ id: zPoolId }),
  response: z.unknown(),
  access: rolesAccess(PERMISSIONS.storageManage),
  cookieAuth: true,
  passwordEvent: PasswordEvent.storageKey,
});

/**
 * A key file uploaded to recover a forgotten password: `file` is the key file's bytes in base64
 * (the spec's multipart form is not served). `data.pwd` is the password in base64 (DECISIONS).
 */
export const keyFileUpload = defineCall({
  method: 'POST',
  path: '/zspool/pwdfile/upload',
  payload: z.object({
    file: z.string().min(1).max(4096),
    pwdkey: z.string().max(256).optional(),
  }),
  response: z.object({ id: z.string(), pwd: z.string() }),
  access: rolesAccess(PERMISSIONS.storageUnlock),
});
