import { UPS_SYSFS_ROOT, type UpsInfo } from '@coffer/contract';
import type { PowerSwitch } from '../../platform/power.js';
import type { AuditLog } from '../audit/audit-log.js';
import { onBattery, upsVerdict } from './ups-decision.js';
import type { UpsPolicyStore } from './ups-policy-store.js';
import { readUpsUnits } from './ups-readings.js';

export const UPS_WATCH_INTERVAL_MS = 10_000;

export interface UpsWatchOptions {
  policy: UpsPolicyStore;
  power: PowerSwitch;
  audit: AuditLog;
  /** Linux's power-supply class; a test points it at a directory of its own. */
  sysfsRoot?: string;
  clock?: () => number;
  intervalMs?: number;
  log?: { warn(object: object, message: string): void };
}

/**
 * Watches the UPS every 10 s (an unref'd timer) while one is present and the watch is on, and asks
 * the PowerSwitch to shut down once, with an audit row, when the policy says so.
 */
export class UpsWatch {
  private timer: NodeJS.Timeout | undefined;
  private onBatterySince: number | undefined;
  private requested = false;
  readonly sysfsRoot: string;
  private readonly clock: () => number;

  constructor(private readonly options: UpsWatchOptions) {
    this.sysfsRoot = options.sysfsRoot ?? UPS_SYSFS_ROOT;
    this.clock = options.clock ?? Date.now;
  }

  start(): void {
    this.stop();
    this.timer = setInterval(() => this.tick(), this.options.intervalMs ?? UPS_WATCH_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One look: follows how long the machine has been on battery and acts on the policy. */
  tick(): void {
    const units = readUpsUnits(this.sysfsRoot);
    const policy = this.options.policy.load();
    const now = this.clock();
    if (!onBattery(units)) {
      this.onBatterySince = undefined;
      this.requested = false;
      return;
    }
    this.onBatterySince ??= now;
    if (this.requested || units.length === 0) return;
    const verdict = upsVerdict({ units, policy, onBatterySince: this.onBatterySince, now });
    if (!verdict.shutdown) return;
    if (!this.options.power.available) {
      this.options.log?.warn({ event: 'ups.shutdown.unavailable', verdict }, 'nothing can power off');
      return;
    }
    this.requested = true;
    this.options.audit.record({ category: 'system', action: 'ups.shutdown', actor: null, detail: verdict });
    this.options.power.request('shutdown');
  }

  info(): UpsInfo {
    const units = readUpsUnits(this.sysfsRoot);
    const policy = this.options.policy.load();
    const since = onBattery(units) ? this.onBatterySince : undefined;
    return {
      present: units.length > 0,
      looked: this.sysfsRoot,
      units,
      policy,
      watching: units.length > 0 && policy.enabled,
      onBatterySince: since === undefined ? null : Math.floor(since / 1000),
    };
  }
}
