import type { ClockChange, TimeState } from '@coffer/contract';
import { planClockChange, type ClockRequest } from './clock-plan.js';
import { hasHardwareClock } from './host-clock.js';
import { readNtpState } from './ntp-state.js';
import type { SystemClock } from './system-clock.js';
import { readCurrentZone, readZones } from './time-zones.js';

/** The time page's facts and changes; every change goes through the configured clock backend. */
export class ClockService {
  private zones: Promise<string[]> | undefined;

  constructor(private readonly clock: SystemClock) {}

  /** The zone list is read once: tzdata changes only with a package upgrade and a restart. */
  private knownZones(): Promise<string[]> {
    return (this.zones ??= readZones());
  }

  async load(): Promise<TimeState> {
    const [zone, zones, ntp] = await Promise.all([readCurrentZone(), this.knownZones(), readNtpState()]);
    return { now: Date.now(), zone, zones, ntp, rtc: hasHardwareClock(), mode: this.clock.mode };
  }

  async set(request: ClockRequest): Promise<ClockChange> {
    const steps = planClockChange(request, await this.knownZones(), hasHardwareClock());
    const words = await this.clock.apply(steps);
    return {
      zone: request.zone ?? null,
      time: request.time ?? null,
      steps: words,
      mode: this.clock.mode,
    };
  }
}
