/**
 * Pure parsers of the kernel's /proc counters the monitor reads every second. They split on spaces
 * and newlines only (no regular expressions): they run 3600 times an hour on every device.
 */

/** Fields of one line, without the empty strings runs of spaces leave. */
function fieldsOf(line: string): string[] {
  const fields: string[] = [];
  let start = -1;
  for (let index = 0; index <= line.length; index += 1) {
    const code = index < line.length ? line.charCodeAt(index) : 32;
    const blank = code === 32 || code === 9;
    if (!blank && start < 0) start = index;
    else if (blank && start >= 0) {
      fields.push(line.slice(start, index));
      start = -1;
    }
  }
  return fields;
}

/** CPU time in clock ticks: busy (everything but idle and iowait) and total. */
export interface CpuTimes {
  busy: number;
  total: number;
}

/**
 * /proc/stat's `cpu` lines: the machine's total first, then each core in order. `guest` time is
 * already inside `user`, so only the first eight columns add up to the total.
 */
export function parseProcStat(text: string): { total: CpuTimes; cores: CpuTimes[] } {
  let total: CpuTimes = { busy: 0, total: 0 };
  const cores: CpuTimes[] = [];
  let lineStart = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    // The cpu lines come first; the first other line (intr, ctxt…) ends them.
    if (!text.startsWith('cpu', lineStart)) break;
    const fields = fieldsOf(text.slice(lineStart, lineEnd));
    let sum = 0;
    for (let column = 1; column <= 8 && column < fields.length; column += 1) sum += Number(fields[column]);
    const idle = Number(fields[4] ?? 0) + Number(fields[5] ?? 0);
    const times = { busy: sum - idle, total: sum };
    if (fields[0] === 'cpu') total = times;
    else cores.push(times);
    lineStart = lineEnd + 1;
  }
  return { total, cores };
}

/** Memory in bytes from /proc/meminfo; `used` is what applications hold (total − available). */
export interface MemoryFacts {
  total: number;
  available: number;
  used: number;
  cached: number;
  swapTotal: number;
  swapUsed: number;
}

export function parseMeminfo(text: string): MemoryFacts {
  const kib = new Map<string, number>();
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    kib.set(line.slice(0, colon), Number(fieldsOf(line.slice(colon + 1))[0] ?? 0) * 1024);
  }
  const total = kib.get('MemTotal') ?? 0;
  // Kernels before 3.14 have no MemAvailable: free plus page cache is the nearest.
  const available = kib.get('MemAvailable') ?? (kib.get('MemFree') ?? 0) + (kib.get('Cached') ?? 0);
  const swapTotal = kib.get('SwapTotal') ?? 0;
  return {
    total,
    available,
    used: Math.max(0, total - available),
    cached: (kib.get('Cached') ?? 0) + (kib.get('Buffers') ?? 0) + (kib.get('SReclaimable') ?? 0),
    swapTotal,
    swapUsed: Math.max(0, swapTotal - (kib.get('SwapFree') ?? 0)),
  };
}

/** One interface's byte counters since boot. */
export interface NetCounters {
  name: string;
  rxBytes: number;
  txBytes: number;
}

/** /proc/net/dev: two header lines, then `name: rx_bytes … (8 receive columns) tx_bytes …`. */
export function parseNetDev(text: string): NetCounters[] {
  const interfaces: NetCounters[] = [];
  const lines = text.split('\n');
  for (let index = 2; index < lines.length; index += 1) {
    const line = lines[index]!;
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const fields = fieldsOf(line.slice(colon + 1));
    if (fields.length < 9) continue;
    interfaces.push({
      name: line.slice(0, colon).trim(),
      rxBytes: Number(fields[0]),
      txBytes: Number(fields[8]),
    });
  }
  return interfaces;
}

/** One block device's counters since boot. */
export interface DiskCounters {
  name: string;
  reads: number;
  readBytes: number;
  writes: number;
  writtenBytes: number;
  /** Milliseconds the disk spent doing I/O (`io_ticks`): its busy time. */
  busyMs: number;
}

/** The kernel counts disk sectors of 512 bytes in /proc/diskstats, whatever the disk's own sector. */
const SECTOR_BYTES = 512;

/**
 * /proc/diskstats: `major minor name reads merged sectors ms writes merged sectors ms in-flight
 * io-ms …`. Only the
 * devices `wanted` keeps (whole disks: a partition's counters are also in its disk's).
 */
export function parseDiskstats(text: string, wanted: (name: string) => boolean): DiskCounters[] {
  const disks: DiskCounters[] = [];
  for (const line of text.split('\n')) {
    const fields = fieldsOf(line);
    if (fields.length < 10) continue;
    const name = fields[2]!;
    if (!wanted(name)) continue;
    disks.push({
      name,
      reads: Number(fields[3]),
      readBytes: Number(fields[5]) * SECTOR_BYTES,
      writes: Number(fields[7]),
      writtenBytes: Number(fields[9]) * SECTOR_BYTES,
      busyMs: Number(fields[12] ?? 0),
    });
  }
  return disks;
}
