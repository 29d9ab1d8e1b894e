import type { MonitorHistory, MonitorSample } from '@coffer/contract';
import type { SampleRing } from './sample-ring.js';

/** The ring's series names for each part of a sample. */
const CPU = 'cpu';
const CORE = 'core/';
const MEM_USED = 'mem/used';
const SWAP_USED = 'swap/used';
const NET = 'net/';
const DISK = 'disk/';
const NET_FIELDS = ['rx', 'tx'] as const;
const DISK_FIELDS = ['read', 'write', 'readIops', 'writeIops'] as const;

/** Writes one sample into the ring. */
export function pushSample(ring: SampleRing, sample: MonitorSample): void {
  ring.push(sample.t, (set) => {
    set(CPU, sample.cpu.total);
    for (let index = 0; index < sample.cpu.cores.length; index += 1)
      set(CORE + index, sample.cpu.cores[index]!);
    set(MEM_USED, sample.mem.used);
    set(SWAP_USED, sample.mem.swapUsed);
    for (const entry of sample.net)
      for (const field of NET_FIELDS) set(`${NET}${entry.name}/${field}`, entry[field]);
    for (const entry of sample.disk)
      for (const field of DISK_FIELDS) set(`${DISK}${entry.name}/${field}`, entry[field]);
  });
}

/** The last `seconds` of the ring as the history answer; `memTotal` is the newest sample's. */
export function historyOf(
  ring: SampleRing,
  seconds: number,
  intervalMs: number,
  memTotal: number,
): MonitorHistory {
  const { t, series } = ring.window(seconds);
  const empty = () => t.map(() => null);
  const cores: (number | null)[][] = [];
  const net = new Map<string, MonitorHistory['net'][number]>();
  const disk = new Map<string, MonitorHistory['disk'][number]>();
  for (const [name, values] of series) {
    if (name.startsWith(CORE)) cores[Number(name.slice(CORE.length))] = values;
    else if (name.startsWith(NET)) {
      const [device, field] = splitDevice(name.slice(NET.length));
      let entry = net.get(device);
      if (!entry) net.set(device, (entry = { name: device, rx: [], tx: [] }));
      if (field === 'rx' || field === 'tx') entry[field] = values;
    } else if (name.startsWith(DISK)) {
      const [device, field] = splitDevice(name.slice(DISK.length));
      let entry = disk.get(device);
      if (!entry)
        disk.set(device, (entry = { name: device, read: [], write: [], readIops: [], writeIops: [] }));
      if ((DISK_FIELDS as readonly string[]).includes(field))
        entry[field as (typeof DISK_FIELDS)[number]] = values;
    }
  }
  return {
    intervalMs,
    t,
    cpu: series.get(CPU) ?? empty(),
    cores: Array.from(cores, (values) => values ?? empty()),
    memTotal,
    memUsed: series.get(MEM_USED) ?? empty(),
    swapUsed: series.get(SWAP_USED) ?? empty(),
    net: [...net.values()].sort((a, b) => a.name.localeCompare(b.name)),
    disk: [...disk.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

function splitDevice(rest: string): [string, string] {
  const slash = rest.lastIndexOf('/');
  return [rest.slice(0, slash), rest.slice(slash + 1)];
}
