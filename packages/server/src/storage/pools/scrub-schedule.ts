import type { ScrubTimer } from './pool-scrub-store.js';

const HOUR = 3_600_000;

/** The most recent scheduled moment at or before `now` (local time), or null when disabled. */
export function lastSlot(timer: ScrubTimer, now: number): number | null {
  if (!timer.enabled) return null;
  const at = new Date(now);
  const slot = new Date(at.getFullYear(), at.getMonth(), at.getDate(), timer.hour, 0, 0, 0);
  if (timer.interval === 'daily') {
    if (slot.getTime() > now) slot.setDate(slot.getDate() - 1);
  } else if (timer.interval === 'weekly') {
    slot.setDate(slot.getDate() - ((slot.getDay() - timer.weekday + 7) % 7));
    if (slot.getTime() > now) slot.setDate(slot.getDate() - 7);
  } else {
    slot.setDate(timer.day);
    if (slot.getTime() > now) slot.setMonth(slot.getMonth() - 1, timer.day);
  }
  return slot.getTime();
}

/** The next scheduled moment after `now`, or null when disabled. */
export function nextSlot(timer: ScrubTimer, now: number): number | null {
  if (!timer.enabled) return null;
  // Slots fall on whole hours: the first hour whose last slot is after now is the next one.
  const firstHour = Math.floor(now / HOUR) * HOUR + HOUR;
  for (let probe = firstHour; probe < now + 32 * 24 * HOUR; probe += HOUR) {
    const slot = lastSlot(timer, probe)!;
    if (slot > now) return slot;
  }
  return null;
}

/** Due when a slot has come since the schedule was set and since the last run. */
export function isDue(timer: ScrubTimer, now: number): boolean {
  const slot = lastSlot(timer, now);
  if (slot === null) return false;
  return slot > timer.updatedAt && (timer.lastRunAt === null || slot > timer.lastRunAt);
}

export interface ScrubSchedulerOptions {
  timers(): ScrubTimer[];
  /** Starts a scheduled scrub; false when the pool cannot scrub now (busy, unmounted): tried again later. */
  start(poolId: string): Promise<boolean>;
  markRun(poolId: string, at: number): void;
  now?: () => number;
  intervalMs?: number;
}

/**
 * Runs the stored schedules: once a minute it looks at what is due. The schedules live in SQLite,
 * so a restart only delays a due scrub to the next check. The timer is unref'd: it never keeps
 * the process alive.
 */
export class ScrubScheduler {
  private timer: NodeJS.Timeout | undefined;
  private checking = false;

  constructor(private readonly options: ScrubSchedulerOptions) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.check(), this.options.intervalMs ?? 60_000);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One look at the schedules; answers the pools whose scrub it started. */
  async check(): Promise<string[]> {
    if (this.checking) return [];
    this.checking = true;
    const started: string[] = [];
    try {
      const now = (this.options.now ?? Date.now)();
      for (const timer of this.options.timers()) {
        if (!isDue(timer, now)) continue;
        if (await this.options.start(timer.poolId)) {
          this.options.markRun(timer.poolId, now);
          started.push(timer.poolId);
        }
      }
    } finally {
      this.checking = false;
    }
    return started;
  }
}
