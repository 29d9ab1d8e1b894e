import { z } from 'zod';
import { HOUR } from '../constants.js';

/** spec 2 §4.12 system alerts this machine can measure; no fan alert: it reports no fan (BOOT-ALERT-03). */
export const ALERT_KINDS = ['temperature', 'capacity', 'smart', 'raidsync'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Where the disk or pool sits: the main SATA bays, the M.2 slots, the eSATA enclosure. */
export const ALERT_AREAS = ['main', 'm2', 'esata'] as const;
export type AlertArea = (typeof ALERT_AREAS)[number];

/** BOOT-ALERT-04, spec 2 §9: a disk is too hot when its 2-hour average is above these (°C). */
export const DISK_TEMPERATURE_LIMIT_C = { main: 60, m2: 85, esata: 60 } as const satisfies Record<
  AlertArea,
  number
>;
/** BOOT-ALERT-04: the span the temperature is averaged over. */
export const TEMPERATURE_WINDOW_MS = 2 * HOUR;

const GIB = 1024 ** 3;

/**
 * BOOT-ALERT-02 leaves the threshold open (docs/decisions.md "System alerts"): a pool is low on
 * space when what can still be written is below the larger of a share of its usable size and a
 * floor in bytes; M.2 pools are small, so their floor is lower.
 */
export const CAPACITY_LOW = {
  share: 0.05,
  floorBytes: { main: 10 * GIB, m2: 5 * GIB, esata: 10 * GIB },
} as const satisfies { share: number; floorBytes: Record<AlertArea, number> };

/** BOOT-ALERT-06, spec 2 §5: the alerts that ask the administrator to tick "I understand the risk". */
export const ALERT_NEEDS_RISK: Record<AlertKind, boolean> = {
  temperature: true,
  smart: true,
  raidsync: true,
  capacity: false,
};

/** The disk or pool an alert is about; only administrators' polls carry it. */
export const zAlertSubject = z.discriminatedUnion('type', [
  z.object({ type: z.literal('disk'), sn: z.string(), pos: z.number().int(), model: z.string() }),
  z.object({ type: z.literal('pool'), id: z.string(), name: z.string() }),
]);
export type AlertSubject = z.infer<typeof zAlertSubject>;

/**
 * One system alert in the poll's `popup_msgs`. `measured` and `limit`: °C for temperature (the
 * 2-hour average and the limit), bytes for capacity (free bytes and the threshold), the SMART label
 * for smart (limit null), the sync's progress 0–1 for raidsync (limit null). Ordinary users get
 * `subject` null: no serial, slot, pool id or path.
 */
export const zSystemAlert = z.object({
  /** Names one occurrence: a condition that clears and comes back is a new alert. Carries no serial. */
  id: z.string(),
  kind: z.enum(ALERT_KINDS),
  level: z.enum(['info', 'warning', 'error']),
  area: z.enum(ALERT_AREAS),
  subject: zAlertSubject.nullable(),
  measured: z.union([z.number(), z.string()]),
  limit: z.union([z.number(), z.string()]).nullable(),
  needsRisk: z.boolean(),
  /** The master acknowledged it; it stays quiet until the condition clears and returns. */
  acknowledged: z.boolean(),
  /** The person polling closed this occurrence (`/popup/msg/close`); it opens again only as a new one. */
  closed: z.boolean(),
  /** Unix seconds when the condition was first seen. */
  since: z.number().int(),
});
export type SystemAlertInfo = z.infer<typeof zSystemAlert>;
