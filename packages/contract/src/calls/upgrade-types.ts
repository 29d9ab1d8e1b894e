import { z } from 'zod';

/**
 * spec 2 §4.9 statuses (UPG-02) plus Coffer's `idle` (no upgrade in flight) and `staged` (an archive
 * passed its checks and waits for the master's confirm). The device has no update server: a release
 * archive arrives by upload or from a path on the device, so `download` is its upload
 * (docs/decisions.md "System upgrade").
 */
export const UPGRADE_STATUSES = [
  'idle',
  'start',
  'download',
  'check',
  'staged',
  'install',
  'reboot',
  'shutdown',
  'end',
] as const;
export type UpgradeStatus = (typeof UPGRADE_STATUSES)[number];

/** spec 2 §3 upgrade record (UPG-01). `errcode` 200 at `end` is success (UPG-05). */
export const zUpgradeRecord = z.object({
  /** Names this upgrade; '' while idle. Retry and confirm send it back. */
  id: z.string(),
  type: z.enum(['system', 'service']),
  status: z.enum(UPGRADE_STATUSES),
  /** 200 while all is well; otherwise the catalogue code of the failure. */
  errcode: z.union([z.number(), z.string()]),
  /** Why it failed, in the caller's language; '' when it did not. */
  message: z.string(),
  current_version: z.string(),
  target_version: z.string(),
  need_reboot: z.enum(['shutdown', 'other']),
  upgrade_level: z.enum(['MUST', 'NORMAL']),
  /** Bytes of the archive received so far, and its whole size (0 when unknown). */
  downloadsize: z.number().int(),
  totalsize: z.number().int(),
  service_unit_progress: z.object({ order: z.number().int(), total: z.number().int() }),
  /** Unix seconds of the last status change. */
  updated_at: z.number().int(),
});
export type UpgradeRecord = z.infer<typeof zUpgradeRecord>;

/** What the about page shows: the running version and whether the device can verify an archive. */
export const zUpgradeInfo = z.object({
  current_version: z.string(),
  model: z.string(),
  /** False until a release key is installed in the data directory: no archive can be verified. */
  release_key: z.boolean(),
  /** SHA-256 of the release key (hex, first 16 characters) so an administrator can compare it. */
  key_fingerprint: z.string(),
  /** Largest archive the device accepts, in bytes. */
  max_size: z.number().int(),
});
export type UpgradeInfo = z.infer<typeof zUpgradeInfo>;

/** The record while no upgrade is in flight. */
export function idleUpgradeRecord(currentVersion: string): UpgradeRecord {
  return {
    id: '',
    type: 'system',
    status: 'idle',
    errcode: 200,
    message: '',
    current_version: currentVersion,
    target_version: '',
    need_reboot: 'other',
    upgrade_level: 'NORMAL',
    downloadsize: 0,
    totalsize: 0,
    service_unit_progress: { order: 0, total: 0 },
    updated_at: 0,
  };
}
