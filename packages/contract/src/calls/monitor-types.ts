import { z } from 'zod';
import { FILE_SERVICES, SERVICE_STATES } from './file-services-types.js';

/** The monitor samples the machine once a second and keeps one hour of samples (MON). */
export const MONITOR_SAMPLE_MS = 1000;
export const MONITOR_HISTORY_SECONDS = 3600;

/** A series value; null where the machine had no such device at that second. */
const zPoint = z.number().nullable();

export const zMonitorNetRate = z.object({
  /** Interface name (`eth0`). */
  name: z.string(),
  /** Bytes per second received and sent. */
  rx: z.number(),
  tx: z.number(),
});

export const zMonitorDiskRate = z.object({
  /** Kernel block device name (`vda`, `loop3` for a virtual bay's disk). */
  name: z.string(),
  /** Bytes per second read and written. */
  read: z.number(),
  write: z.number(),
  /** Completed reads and writes per second. */
  readIops: z.number(),
  writeIops: z.number(),
  /** Percent of the second the disk was doing I/O (`io_ticks`), 0–100; not kept in the history. */
  busy: z.number(),
});

/** One second of the machine: CPU in percent, memory in bytes, rates per second. */
export const zMonitorSample = z.object({
  /** Epoch milliseconds. */
  t: z.number(),
  cpu: z.object({ total: z.number(), cores: z.array(z.number()) }),
  mem: z.object({
    total: z.number(),
    used: z.number(),
    available: z.number(),
    cached: z.number(),
    swapTotal: z.number(),
    swapUsed: z.number(),
  }),
  net: z.array(zMonitorNetRate),
  disk: z.array(zMonitorDiskRate),
});
export type MonitorSample = z.infer<typeof zMonitorSample>;

/** The samples of the asked window, one column per series, oldest first. */
export const zMonitorHistory = z.object({
  intervalMs: z.number(),
  t: z.array(z.number()),
  cpu: z.array(zPoint),
  cores: z.array(z.array(zPoint)),
  memTotal: z.number(),
  memUsed: z.array(zPoint),
  swapUsed: z.array(zPoint),
  net: z.array(z.object({ name: z.string(), rx: z.array(zPoint), tx: z.array(zPoint) })),
  disk: z.array(
    z.object({
      name: z.string(),
      read: z.array(zPoint),
      write: z.array(zPoint),
      readIops: z.array(zPoint),
      writeIops: z.array(zPoint),
    }),
  ),
});
export type MonitorHistory = z.infer<typeof zMonitorHistory>;

/** A disk the monitor charts: a virtual bay's disk or a real disk of the machine, never a partition. */
export const zMonitorDisk = z.object({
  /** Kernel block device name, as in the samples' `disk[].name`. */
  name: z.string(),
  /** `bay`: a disk in one of the device's bays (virtual or mapped); `system`: another disk of the machine. */
  kind: z.enum(['bay', 'system']),
  sn: z.string(),
  model: z.string(),
  /** Bytes. */
  size: z.number(),
  /** Bay or slot number; null for a system disk. */
  pos: z.number().nullable(),
  devType: z.string(),
  /** °C from the newest SMART reading; null when unknown. */
  temperature: z.number().nullable(),
  /** The SMART health label (`ok`, `warning`, `fault`, `notsupported`); `notsupported` when none. */
  smart: z.string(),
  status: z.string(),
});
export type MonitorDisk = z.infer<typeof zMonitorDisk>;

export const zMonitorHardware = z.object({
  hostname: z.string(),
  kernel: z.string(),
  arch: z.string(),
  cpuModel: z.string(),
  /** Logical CPUs. */
  cores: z.number(),
  /** MHz of the first CPU; null when the machine does not tell. */
  cpuMhz: z.number().nullable(),
  memTotal: z.number(),
  swapTotal: z.number(),
  /** Seconds since the machine started. */
  uptime: z.number(),
  disks: z.array(zMonitorDisk),
});
export type MonitorHardware = z.infer<typeof zMonitorHardware>;

/** One process of the machine, as `/manager/processes` lists it. */
export const zProcessInfo = z.object({
  pid: z.number(),
  name: z.string(),
  user: z.string(),
  /** The kernel's state letter: R running, S sleeping, D disk wait, Z zombie, T stopped, I idle. */
  state: z.string(),
  /** Percent of one core over the last interval (a busy process on two cores shows up to 200). */
  cpu: z.number(),
  /** Resident memory in bytes. */
  mem: z.number(),
  command: z.string(),
});
export type ProcessInfo = z.infer<typeof zProcessInfo>;

/** A service as the monitor's service tab lists it (`/manager/srvs`). */
export const zManagedService = z.object({
  name: z.enum(FILE_SERVICES),
  label: z.object({ zh: z.string(), en: z.string() }),
  /** Starts with the device (set in the settings); start and stop here change only the run now. */
  enabled: z.boolean(),
  state: z.enum(SERVICE_STATES),
  pid: z.number().int().nullable(),
  ports: z.array(z.number().int()),
  /** When it entered its state (epoch ms); null when never started. */
  since: z.number().nullable(),
});
export type ManagedService = z.infer<typeof zManagedService>;
