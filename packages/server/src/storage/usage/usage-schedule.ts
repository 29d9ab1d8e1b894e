import type { UsageSchedule } from './usage-store.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_MS: Record<Exclude<UsageSchedule, 'off'>, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };

/** Whether a pool's scheduled scan is due: never scanned, or its latest report is a period old. */
export function scanDue(schedule: UsageSchedule, lastFinished: number | null, now: number): boolean {
  if (schedule === 'off') return false;
  return lastFinished === null || now - lastFinished >= PERIOD_MS[schedule];
}

export interface UsageSchedulerDeps {
  /** Pools with a schedule other than off, with their latest report's end. */
  scheduled: () => { poolId: string; schedule: UsageSchedule; lastFinished: number | null }[];
  /** Starts a scan; a refusal (not mounted, locked, already running) is left to the next tick. */
  start: (poolId: string) => Promise<unknown>;
  now?: () => number;
}

/** Starts the daily and weekly scans (config/set); checks every `intervalMs`, by default hourly. */
export class UsageScheduler {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly deps: UsageSchedulerDeps) {}

  start(intervalMs = 60 * 60 * 1000): void {
    this.stop();
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Answers the pools whose scan it started. */
  async tick(): Promise<string[]> {
    const now = (this.deps.now ?? Date.now)();
    const started: string[] = [];
    for (const entry of this.deps.scheduled()) {
      if (!scanDue(entry.schedule, entry.lastFinished, now)) continue;
      try {
        await this.deps.start(entry.poolId);
        started.push(entry.poolId);
      } catch {
        // Not mounted, locked or already scanning: tried again at the next tick.
      }
    }
    return started;
  }
}
