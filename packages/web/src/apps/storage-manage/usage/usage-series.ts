import type { CALLS, ResponseOf, UsageReportInfo } from '@coffer/contract';
export { seriesOfReport } from '@coffer/contract';
import type { TFunction } from '../../../i18n/i18n';
import { fileTypeColour, fileTypeKey, fileTypeName } from './file-types';

/** What `/v2/tob/poolusage/detail/chart` answers: bytes and files per type and per top folder. */
export type UsageChart = ResponseOf<typeof CALLS.usageDetailChart>;
export type UsageSeries = Pick<UsageChart, 'byType' | 'byFolder'>;

/** The files lying at the pool's top, as the engine names their folder. */
export const POOL_TOP = '/';

/** One slice of a chart, ready to draw and to list beside it. */
export interface UsageSlice {
  key: string;
  name: string;
  bytes: number;
  files: number;
  /** Of all the bytes in the series, 0..100. */
  percent: number;
  colour: string;
}

const percentOf = (bytes: number, total: number) => (total > 0 ? (bytes / total) * 100 : 0);

/** File types that hold any bytes, largest first, each in its own colour. */
export function typeSlices(series: UsageSeries['byType'], t: TFunction): UsageSlice[] {
  const total = series.bytes.reduce((sum, bytes) => sum + bytes, 0);
  return series.labels
    .map((code, index) => ({
      key: fileTypeKey(code),
      name: fileTypeName(code, t),
      bytes: series.bytes[index] ?? 0,
      files: series.files[index] ?? 0,
      percent: percentOf(series.bytes[index] ?? 0, total),
      colour: fileTypeColour(code),
    }))
    .filter((slice) => slice.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);
}

const FOLDER_COLOUR = '#1f6f5c';
const OTHER_COLOUR = '#a8b3b0';

/** How a top folder reads: the pool's top gets words instead of `/`. */
export function folderName(name: string, t: TFunction): string {
  return name === POOL_TOP ? t('storage.usage.poolTop') : name;
}

/**
 * Top folders, largest first: at most `limit` bars, the smallest folders beyond `limit - 1` summed
 * into one "other" bar so a pool with hundreds of folders still draws a readable chart.
 */
export function folderBars(series: UsageSeries['byFolder'], t: TFunction, limit = 8): UsageSlice[] {
  const total = series.bytes.reduce((sum, bytes) => sum + bytes, 0);
  const all = series.labels
    .map((name, index) => ({ name, bytes: series.bytes[index] ?? 0, files: series.files[index] ?? 0 }))
    .sort((a, b) => b.bytes - a.bytes);
  const shown = all.length > limit ? all.slice(0, limit - 1) : all;
  const rest = all.slice(shown.length);
  const bars: UsageSlice[] = shown.map((folder) => ({
    key: `folder:${folder.name}`,
    name: folderName(folder.name, t),
    bytes: folder.bytes,
    files: folder.files,
    percent: percentOf(folder.bytes, total),
    colour: FOLDER_COLOUR,
  }));
  if (rest.length > 0) {
    const bytes = rest.reduce((sum, folder) => sum + folder.bytes, 0);
    bars.push({
      key: 'other',
      name: t('storage.usage.other'),
      bytes,
      files: rest.reduce((sum, folder) => sum + folder.files, 0),
      percent: percentOf(bytes, total),
      colour: OTHER_COLOUR,
    });
  }
  return bars;
}

export interface LargeFileRow {
  path: string;
  bytes: number;
  allocated: number;
}

/** The largest files of the whole pool: each top folder keeps its own largest, merged here. */
export function largestFiles(report: Pick<UsageReportInfo, 'topFolders'>, limit = 20): LargeFileRow[] {
  return report.topFolders
    .flatMap((folder) => folder.largest)
    .sort((a, b) => b.bytes - a.bytes || a.path.localeCompare(b.path))
    .slice(0, limit);
}

/** A share as people read it: "<1%" for a sliver that is not nothing, else whole percents. */
export function percentText(percent: number): string {
  if (percent > 0 && percent < 1) return '<1%';
  return `${Math.round(percent)}%`;
}

/** How long a scan took, from its start and end (ms): seconds, minutes and seconds, or hours and minutes. */
export function scanDuration(ms: number, t: TFunction): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return t('storage.usage.duration.seconds', { s: seconds });
  if (seconds < 3600)
    return t('storage.usage.duration.minutes', { m: Math.floor(seconds / 60), s: seconds % 60 });
  return t('storage.usage.duration.hours', {
    h: Math.floor(seconds / 3600),
    m: Math.floor((seconds % 3600) / 60),
  });
}
