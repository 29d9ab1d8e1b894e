import { MINUTE, SECOND, TEMPERATURE_WINDOW_MS, type PoolInfo, type SystemAlertInfo } from '@coffer/contract';
import type { Logger } from 'pino';
import type { Disk } from '../disks/disk.js';
import { AlertBook, userVariant } from './alert-book.js';
import { alertConditions } from './alert-conditions.js';
import { TemperatureHistory, type AveragingRule } from './temperature-history.js';

/** A temperature sample of every disk this often: 24 samples make the 2-hour average. */
export const TEMPERATURE_SAMPLE_MS = 5 * MINUTE;
/** Three samples (10 to 15 minutes of readings) before a disk has an average. */
export const TEMPERATURE_MIN_SAMPLES = 3;
/** Pools' free space and raid state, and the disks' SMART labels, are looked at this often. */
export const ALERT_CHECK_MS = 10 * SECOND;

export interface SystemAlertsOptions {
  /** The disk list as the disk monitor has it (no command runs). */
  disks: () => readonly Disk[];
  /** Reads every disk's SMART again, so the disk list carries fresh temperatures. */
  rereadSmart: () => Promise<void>;
  /** The pools as last observed, with free bytes read now. */
  pools: () => Promise<readonly PoolInfo[]>;
  /** Told whenever the alerts change (the poll's answer). */
  changed: () => void;
  log: Logger;
  clock?: () => number;
  sampleMs?: number;
  checkMs?: number;
  rule?: AveragingRule;
}

/**
 * The system alerts of spec 2 §4.12 from what the machine measures: disk temperature (a 2-hour
 * average of SMART readings), SMART warnings, pool free space and RAID resync or recovery. The
 * poll reads `list` from memory; sampling and checking run on their own timers.
 */
export class SystemAlerts {
  private readonly book = new AlertBook(Date.now().toString(36));
  private readonly history: TemperatureHistory;
  private readonly clock: () => number;
  private readonly rule: AveragingRule;
  private readonly timers: NodeJS.Timeout[] = [];
  private running: Promise<void> | undefined;
  private sampling: Promise<void> | undefined;

  constructor(private readonly options: SystemAlertsOptions) {
    this.clock = options.clock ?? Date.now;
    this.rule = options.rule ?? { windowMs: TEMPERATURE_WINDOW_MS, minSamples: TEMPERATURE_MIN_SAMPLES };
    const sampleMs = options.sampleMs ?? TEMPERATURE_SAMPLE_MS;
    this.history = new TemperatureHistory(this.rule, Math.ceil(this.rule.windowMs / sampleMs) + 1);
  }

  /** A first sample and check now, then on the timers; a failed look is logged, never fatal. */
  async start(): Promise<void> {
    const guarded = (work: () => Promise<void>) => () =>
      work().catch((error: unknown) =>
        this.options.log.error({ event: 'alerts.check-failed', err: error }, 'system alert check failed'),
      );
    await guarded(() => this.sampleNow())();
    for (const [ms, work] of [
      [this.options.sampleMs ?? TEMPERATURE_SAMPLE_MS, () => this.sampleNow()],
      [this.options.checkMs ?? ALERT_CHECK_MS, () => this.checkNow()],
    ] as const) {
      const timer = setInterval(guarded(work), ms);
      timer.unref();
      this.timers.push(timer);
    }
  }

  async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    // A SMART read under way ends before the disks go away.
    await this.sampling;
    await this.running;
  }

  /** Reads every disk's temperature now, records it, and checks. */
  async sampleNow(): Promise<void> {
    this.sampling = this.options.rereadSmart();
    try {
      await this.sampling;
    } finally {
      this.sampling = undefined;
    }
    const readings = new Map<string, number>();
    for (const disk of this.options.disks()) {
      if (disk.status !== 'missing' && disk.temperature !== null) readings.set(disk.sn, disk.temperature);
    }
    this.history.record(readings, this.clock());
    await this.checkNow();
  }

  /** Measures the conditions now; checks never overlap. */
  async checkNow(): Promise<void> {
    while (this.running) await this.running;
    this.running = this.check().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** The master acknowledges an alert; false when none has that id now. */
  acknowledge(id: string): boolean {
    const done = this.book.acknowledge(id);
    if (done) this.options.changed();
    return done;
  }

  /**
   * A person closes an alert for themselves (`/popup/msg/close`), in memory until the condition
   * clears; false when none has that id now. Their next poll carries `closed: true`.
   */
  close(id: string, userId: number): boolean {
    return this.book.close(id, userId);
  }

  /**
   * The poll's `popup_msgs`: the administrators' alerts, or the user variant without subjects;
   * `closed` for the person polling.
   */
  list(details: boolean, userId?: number): SystemAlertInfo[] {
    const alerts = this.book.list(userId);
    return details ? alerts : alerts.map(userVariant);
  }

  private async check(): Promise<void> {
    const now = this.clock();
    const conditions = alertConditions({
      disks: this.options.disks(),
      pools: await this.options.pools(),
      averageOf: (serial) => this.history.average(serial, now),
    });
    if (this.book.update(conditions, Math.floor(now / 1000))) this.options.changed();
  }
}
