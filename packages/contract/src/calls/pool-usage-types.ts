import { z } from 'zod';
import { zInt } from '../fields.js';

/** Pool usage reports (spec 3 §7 `/v2/tob/poolusage/*`; payloads designed here, DECISIONS). */
export const zUsageSchedule = z.enum(['off', 'daily', 'weekly']);
export const zReportId = zInt.pipe(z.number().int().positive());

const zBytes = { bytes: z.number(), allocated: z.number(), files: z.number().int() };
/** Spec 1 §3 file type codes: 101 image, 102 video, 103 music, 104 torrent, 106 archive, 107 document, 499 code, 0 unknown. */
const zTypeUsage = z.object({ type: z.number().int(), ...zBytes });
const zFolderUsage = z.object({
  /** `/` gathers the files lying at the pool's top. */
  name: z.string(),
  ...zBytes,
  folders: z.number().int(),
  types: z.array(zTypeUsage),
  largest: z.array(z.object({ path: z.string(), bytes: z.number(), allocated: z.number() })),
});
export const zUsageReportHeader = z.object({
  id: z.number().int(),
  pid: z.string(),
  jobId: z.string(),
  started: z.number(),
  finished: z.number(),
  ...zBytes,
  folders: z.number().int(),
});
export const zUsageReport = zUsageReportHeader.extend({
  topFolders: z.array(zFolderUsage),
  types: z.array(zTypeUsage),
  skipped: z.number().int(),
});
export type UsageReportInfo = z.infer<typeof zUsageReport>;

export const zUsageConfig = z.object({ pid: z.string(), schedule: zUsageSchedule });

export interface UsageSeriesInfo {
  byType: { labels: number[]; bytes: number[]; files: number[] };
  byFolder: { labels: string[]; bytes: number[]; files: number[] };
}

const bySize = <T extends { bytes: number }>(items: readonly T[]) =>
  [...items].sort((a, b) => b.bytes - a.bytes);

/**
 * A report's series for a chart, largest first: bytes and files per file type and per top folder.
 * The daemon answers them (`detail/chart`); the page makes them from a report it already holds.
 */
export function seriesOfReport(report: Pick<UsageReportInfo, 'types' | 'topFolders'>): UsageSeriesInfo {
  const types = bySize(report.types);
  const folders = bySize(report.topFolders);
  return {
    byType: {
      labels: types.map((type) => type.type),
      bytes: types.map((type) => type.bytes),
      files: types.map((type) => type.files),
    },
    byFolder: {
      labels: folders.map((folder) => folder.name),
      bytes: folders.map((folder) => folder.bytes),
      files: folders.map((folder) => folder.files),
    },
  };
}
