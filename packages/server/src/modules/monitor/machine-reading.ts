import type { MonitorSample } from '@coffer/contract';
import type { CpuTimes, DiskCounters, MemoryFacts, NetCounters } from './proc-parsers.js';

/** The counters of one instant; two of them make a sample. */
export interface MachineReading {
  /** Epoch milliseconds. */
  at: number;
  cpu: { total: CpuTimes; cores: CpuTimes[] };
  memory: MemoryFacts;
  net: NetCounters[];
  disks: DiskCounters[];
}

/** Percent busy between two readings of a CPU; 0 when no time passed. */
function busyPercent(before: CpuTimes | undefined, after: CpuTimes): number {
  if (!before) return 0;
  const total = after.total - before.total;
  if (total <= 0) return 0;
  return round1((Math.max(0, after.busy - before.busy) / total) * 100);
}

/** A counter's rate per second; a counter that went back (a device replaced, a wrap) counts as 0. */
function perSecond(before: number, after: number, seconds: number): number {
  return after >= before ? Math.round((after - before) / seconds) : 0;
}

/** Percent of the interval a disk was doing I/O, at most 100. */
function busyShare(before: number, after: number, seconds: number): number {
  return after >= before ? Math.min(100, round1((after - before) / (seconds * 10))) : 0;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Pure: the sample between two readings. A device only in `after` (just plugged in) is left out
 * until the next second, when it has a rate.
 */
export function sampleBetween(before: MachineReading, after: MachineReading): MonitorSample {
  const seconds = Math.max(0.001, (after.at - before.at) / 1000);
  const netBefore = new Map(before.net.map((entry) => [entry.name, entry]));
  const diskBefore = new Map(before.disks.map((entry) => [entry.name, entry]));
  const net: MonitorSample['net'] = [];
  for (const entry of after.net) {
    const earlier = netBefore.get(entry.name);
    if (!earlier) continue;
    net.push({
      name: entry.name,
      rx: perSecond(earlier.rxBytes, entry.rxBytes, seconds),
      tx: perSecond(earlier.txBytes, entry.txBytes, seconds),
    });
  }
  const disk: MonitorSample['disk'] = [];
  for (const entry of after.disks) {
    const earlier = diskBefore.get(entry.name);
    if (!earlier) continue;
    disk.push({
      name: entry.name,
      read: perSecond(earlier.readBytes, entry.readBytes, seconds),
      write: perSecond(earlier.writtenBytes, entry.writtenBytes, seconds),
      readIops: perSecond(earlier.reads, entry.reads, seconds),
      writeIops: perSecond(earlier.writes, entry.writes, seconds),
      busy: busyShare(earlier.busyMs, entry.busyMs, seconds),
    });
  }
  return {
    t: after.at,
    cpu: {
      total: busyPercent(before.cpu.total, after.cpu.total),
      cores: after.cpu.cores.map((core, index) => busyPercent(before.cpu.cores[index], core)),
    },
    mem: {
      total: after.memory.total,
      used: after.memory.used,
      available: after.memory.available,
      cached: after.memory.cached,
      swapTotal: after.memory.swapTotal,
      swapUsed: after.memory.swapUsed,
    },
    net,
    disk,
  };
}
