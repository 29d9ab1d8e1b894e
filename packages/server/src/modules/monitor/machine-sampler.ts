import { readFileSync } from 'node:fs';
import {
  MONITOR_HISTORY_SECONDS,
  MONITOR_SAMPLE_MS,
  type MonitorHistory,
  type MonitorSample,
} from '@coffer/contract';
import { historyOf, pushSample } from './history-series.js';
import { sampleBetween, type MachineReading } from './machine-reading.js';
import { parseDiskstats, parseMeminfo, parseNetDev, parseProcStat } from './proc-parsers.js';
import { SampleRing } from './sample-ring.js';

export interface MachineSamplerOptions {
  /** Whether a block device is one the monitor charts (a bay's disk or a whole system disk). */
  chartsDisk: (name: string) => boolean;
  /** Whether an interface is charted; loopback and ifb mirrors are not (docs/decisions.md "Monitor"). */
  chartsInterface?: (name: string) => boolean;
  /** Where /proc is; a test points it at captured files. */
  procRoot?: string;
  intervalMs?: number;
  capacity?: number;
  now?: () => number;
}

/**
 * Loopback is the machine talking to itself; an ifb device carries another interface's traffic
 * redirected for shaping, so charting it would count that traffic twice.
 */
export const chartsInterfaceByDefault = (name: string) => name !== 'lo' && !name.startsWith('ifb');

/**
 * Reads the machine once a second (/proc/stat, /proc/meminfo, /proc/net/dev, /proc/diskstats, each
 * read once), keeps one hour of samples in a fixed ring and hands each new sample to its listeners.
 */
export class MachineSampler {
  private readonly ring: SampleRing;
  private readonly intervalMs: number;
  private readonly procRoot: string;
  private readonly now: () => number;
  private readonly listeners = new Set<(sample: MonitorSample) => void>();
  private previous: MachineReading | undefined;
  private newest: MonitorSample | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: MachineSamplerOptions) {
    this.intervalMs = options.intervalMs ?? MONITOR_SAMPLE_MS;
    this.ring = new SampleRing(options.capacity ?? MONITOR_HISTORY_SECONDS);
    this.procRoot = options.procRoot ?? '/proc';
    this.now = options.now ?? Date.now;
  }

  start(): void {
    if (this.timer) return;
    this.previous = this.read();
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    // The ring is the daemon's own bookkeeping: it must not keep a closing daemon alive.
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** The newest sample; null until the first second has passed. */
  current(): MonitorSample | null {
    return this.newest;
  }

  history(seconds = MONITOR_HISTORY_SECONDS): MonitorHistory {
    return historyOf(this.ring, seconds, this.intervalMs, this.newest?.mem.total ?? 0);
  }

  /** Bytes the ring takes (the benchmark and tests watch it stay put). */
  get ringBytes(): number {
    return this.ring.bytes;
  }

  onSample(listener: (sample: MonitorSample) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** One sample now (the timer calls it every second). */
  tick(): MonitorSample | null {
    const reading = this.read();
    const before = this.previous;
    this.previous = reading;
    if (!before) return null;
    const sample = sampleBetween(before, reading);
    this.newest = sample;
    pushSample(this.ring, sample);
    for (const listener of this.listeners) listener(sample);
    return sample;
  }

  private read(): MachineReading {
    const proc = (name: string) => readFileSync(`${this.procRoot}/${name}`, 'latin1');
    const chartsInterface = this.options.chartsInterface ?? chartsInterfaceByDefault;
    return {
      at: this.now(),
      cpu: parseProcStat(proc('stat')),
      memory: parseMeminfo(proc('meminfo')),
      net: parseNetDev(proc('net/dev')).filter((entry) => chartsInterface(entry.name)),
      disks: parseDiskstats(proc('diskstats'), this.options.chartsDisk),
    };
  }
}
