import { z } from 'zod';

/**
 * The SMART health labels of spec 3 §4 "SMART / IHM" (STOR-SMART-04); `nottest` is an old spelling
 * of `notest` and reads the same.
 */
export const SMART_LABELS = [
  'ok',
  'warning',
  'fault',
  'skip',
  'abort',
  'abnormal',
  'nonpresent',
  'critical_warning',
  'timeout',
  'notpassed',
  'cmderr',
  'skipclash',
  'notest',
  'nottest',
  'notsupported',
] as const;
export type SmartLabel = (typeof SMART_LABELS)[number];

/** spec 3 §4 "Format flow" actions (STOR-FMT-02). */
export const zFormatAction = z.enum(['new', 'spare', 'dilate', 'repair', 'rcache', 'rwcache', 'extnew']);

/** spec 3 §3 "SMART result": one attribute. */
export const zSmartAttribute = z.object({
  id: z.number().int(),
  zh_cn: z.string(),
  en_us: z.string(),
  now_value: z.number().nullable(),
  thresh: z.number().nullable(),
  worst: z.number().nullable(),
  raw_value: z.string(),
  health: z.enum(['ok', 'warning', 'fault']),
  zh_cn_fault: z.string().optional(),
  zh_cn_warning: z.string().optional(),
});

/** spec 3 §3 "SMART result". */
export const zSmartReport = z.object({
  health: z.string(),
  ctime: z.number().int(),
  warningReason: z.string(),
  warning: z.array(z.object({ level: z.enum(['warning', 'fault']), reason: z.string() })),
  attributes: z.array(zSmartAttribute),
});
export type SmartReportInfo = z.infer<typeof zSmartReport>;

/** One reading in the SMART history. */
export const zSmartEntry = z.object({
  id: z.number().int(),
  sn: z.string(),
  pos: z.number().int(),
  protocol: z.string(),
  jobId: z.string().nullable(),
  health: z.string(),
  ctime: z.number().int(),
});
