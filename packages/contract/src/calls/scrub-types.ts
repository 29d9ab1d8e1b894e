import { z } from 'zod';

/** The last scrub of a pool and its schedule (spec 3 §7 scrub; the result shape is Coffer's). */
export const zScrubTimer = z.object({
  enabled: z.boolean(),
  interval: z.enum(['daily', 'weekly', 'monthly']),
  /** 0 (Sunday) to 6, for weekly. */
  weekday: z.number().int().min(0).max(6),
  /** 1 to 28, for monthly. */
  day: z.number().int().min(1).max(28),
  hour: z.number().int().min(0).max(23),
  /** When the next scheduled scrub is due (ms since the epoch); null when disabled. */
  next_run: z.number().nullable(),
});

export const zScrubStatus = z.object({
  pid: z.string(),
  state: z.enum(['never', 'running', 'finished', 'cancelled', 'failed']),
  percent: z.number().int().min(0).max(100),
  bytes_scrubbed: z.number(),
  total_bytes: z.number(),
  errors: z.object({ found: z.number(), corrected: z.number(), uncorrectable: z.number() }),
  started: z.number().nullable(),
  finished: z.number().nullable(),
  jobId: z.string().nullable(),
  timer: zScrubTimer,
});
export type ScrubStatusInfo = z.infer<typeof zScrubStatus>;
