import type { MonitorHistory, MonitorSample } from '@coffer/contract';

/** How many seconds the live charts show. */
export const LIVE_SECONDS = 300;

type Points = (number | null)[];

export interface NetSeries {
  name: string;
  rx: Points;
  tx: Points;
}

export interface DiskSeries {
  name: string;
  read: Points;
  write: Points;
  readIops: Points;
  writeIops: Points;
}

/** What the charts draw: the last LIVE_SECONDS seconds, oldest first, one column per series. */
export interface LiveSeries {
  t: number[];
  cpu: Points;
  cores: Points[];
  memTotal: number;
  memUsed: Points;
  net: NetSeries[];
  disk: DiskSeries[];
  /** The newest sample, for the figures beside the charts; null before the first. */
  latest: MonitorSample | null;
}

export const EMPTY_SERIES: LiveSeries = {
  t: [],
  cpu: [],
  cores: [],
  memTotal: 0,
  memUsed: [],
  net: [],
  disk: [],
  latest: null,
};

function tail<T>(values: T[], keep: number): T[] {
  return values.length > keep ? values.slice(values.length - keep) : values;
}

/** Pure: the charts' start from the daemon's history. */
export function seriesFromHistory(history: MonitorHistory, keep = LIVE_SECONDS): LiveSeries {
  const cut = <T>(values: T[]) => tail(values, keep);
  return {
    t: cut(history.t),
    cpu: cut(history.cpu),
    cores: history.cores.map(cut),
    memTotal: history.memTotal,
    memUsed: cut(history.memUsed),
    net: history.net.map((entry) => ({ name: entry.name, rx: cut(entry.rx), tx: cut(entry.tx) })),
    disk: history.disk.map((entry) => ({
      name: entry.name,
      read: cut(entry.read),
      write: cut(entry.write),
      readIops: cut(entry.readIops),
      writeIops: cut(entry.writeIops),
    })),
    latest: null,
  };
}

/**
 * Pure: the series one pushed sample later. A sample not newer than the last point (the history
 * already held it) changes nothing; a device new in the sample gets gaps before it; a device
 * missing from it gets a gap.
 */
export function appendSample(series: LiveSeries, sample: MonitorSample, keep = LIVE_SECONDS): LiveSeries {
  const last = series.t.at(-1);
  if (last !== undefined && sample.t <= last) return { ...series, latest: sample };
  const length = series.t.length;
  const add = (values: Points, value: number | null) => tail([...values, value], keep);
  const gaps = (): Points => Array.from({ length }, () => null);
  const net = mergeDevices(
    series.net,
    sample.net,
    (name) => ({ name, rx: gaps(), tx: gaps() }),
    (entry, now) => ({
      name: entry.name,
      rx: add(entry.rx, now?.rx ?? null),
      tx: add(entry.tx, now?.tx ?? null),
    }),
  );
  const disk = mergeDevices(
    series.disk,
    sample.disk,
    (name) => ({ name, read: gaps(), write: gaps(), readIops: gaps(), writeIops: gaps() }),
    (entry, now) => ({
      name: entry.name,
      read: add(entry.read, now?.read ?? null),
      write: add(entry.write, now?.write ?? null),
      readIops: add(entry.readIops, now?.readIops ?? null),
      writeIops: add(entry.writeIops, now?.writeIops ?? null),
    }),
  );
  const coreCount = Math.max(series.cores.length, sample.cpu.cores.length);
  return {
    t: tail([...series.t, sample.t], keep),
    cpu: add(series.cpu, sample.cpu.total),
    cores: Array.from({ length: coreCount }, (_, index) =>
      add(series.cores[index] ?? gaps(), sample.cpu.cores[index] ?? null),
    ),
    memTotal: sample.mem.total,
    memUsed: add(series.memUsed, sample.mem.used),
    net,
    disk,
    latest: sample,
  };
}

function mergeDevices<S extends { name: string }, N extends { name: string }>(
  known: S[],
  now: N[],
  fresh: (name: string) => S,
  next: (entry: S, now: N | undefined) => S,
): S[] {
  const byName = new Map(now.map((entry) => [entry.name, entry]));
  const merged = known.map((entry) => next(entry, byName.get(entry.name)));
  for (const entry of now) {
    if (!known.some((old) => old.name === entry.name)) merged.push(next(fresh(entry.name), entry));
  }
  return merged.sort((a, b) => a.name.localeCompare(b.name));
}

/** Pure: the sum of several devices' points at each second (a gap counts only when all are gaps). */
export function sumPoints(columns: Points[], length: number): Points {
  return Array.from({ length }, (_, index) => {
    let sum: number | null = null;
    for (const column of columns) {
      const value = column[index];
      if (value !== null && value !== undefined) sum = (sum ?? 0) + value;
    }
    return sum;
  });
}
