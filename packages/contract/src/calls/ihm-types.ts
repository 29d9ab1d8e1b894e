import { z } from 'zod';
import { zBit } from './storage-types.js';

/** spec 3 §7 IHM `type`: the disk group a health check covers. */
export const zIhmGroup = z.enum(['sata-group', 'esata-group', 'ssd-group']);
export type IhmGroup = z.infer<typeof zIhmGroup>;

/** One disk of a group as the newest SMART reading leaves it. */
export const zIhmDisk = z.object({
  sn: z.string(),
  pos: z.number().int(),
  /** The newest reading's label (SMART labels); `notest` before any reading. */
  result: z.string(),
  /** v3 mapping: damaged, warning, abnormal or healthy. */
  health: z.string(),
  /** Advised to replace (warning, fault, notpassed, timeout). */
  replace: zBit,
  /** The reading in the SMART history (`/zspool/smart/history/view`); 0 when there is none. */
  id: z.number().int(),
  ctime: z.number().int(),
});

/**
 * What a reading measured; null when the disk does not report it (a disk without SMART, an NVMe
 * disk has no reallocated sectors, an ATA disk no wear percentage).
 */
export const zIhmIndicators = z.object({
  temperature: z.number().nullable(),
  power_on_hours: z.number().nullable(),
  reallocated_sectors: z.number().nullable(),
  pending_sectors: z.number().nullable(),
  uncorrectable_sectors: z.number().nullable(),
  media_errors: z.number().nullable(),
  percentage_used: z.number().nullable(),
});
