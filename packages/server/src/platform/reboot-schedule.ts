import { Code } from '@coffer/contract';
import type { Db } from '../db/open-database.js';
import { AppError } from '../http/app-error.js';
import type { PowerSwitch } from './power.js';

const KEY = 'power.reboot_at';
/** setTimeout's longest delay; a later reboot re-arms when this one ends. */
const MAX_DELAY_MS = 2_147_483_647;

export interface RebootScheduleOptions {
  db: Db;
  power: PowerSwitch;
  clock?: () => number;
  log?: { info(object: object, message: string): void };
}

/**
 * A scheduled reboot (`/system/set_reboot_time`): the time is kept in SQLite `meta` and an unref'd
 * timer asks the PowerSwitch to reboot then. A time that passed while the daemon was down is
 * dropped at start rather than acted on late (docs/decisions.md "Scheduled reboot").
 */
export class RebootSchedule {
  private timer: NodeJS.Timeout | undefined;
  private readonly clock: () => number;

  constructor(private readonly options: RebootScheduleOptions) {
    this.clock = options.clock ?? Date.now;
  }

  /** Unix seconds of the scheduled reboot; 0 when none. */
  at(): number {
    const row = this.options.db.prepare('SELECT value FROM meta WHERE key = ?').get(KEY) as
      { value: string } | undefined;
    return row ? Number(row.value) || 0 : 0;
  }

  /** At start: re-arms a stored time still ahead, drops one already past. */
  boot(): void {
    const at = this.at();
    if (at === 0) return;
    if (at * 1000 <= this.clock()) this.store(0);
    else this.arm(at);
  }

  /** Schedules a reboot at `time` (Unix seconds), or clears it with 0. */
  set(time: number): { reboot_at: number } {
    if (time !== 0 && time * 1000 <= this.clock()) throw new AppError(Code.rebootTimeInvalid);
    if (time !== 0 && !this.options.power.available) throw new AppError(Code.powerUnavailable);
    this.store(time);
    this.stop();
    if (time !== 0) this.arm(time);
    return { reboot_at: time };
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private arm(at: number): void {
    const delay = at * 1000 - this.clock();
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        if (at * 1000 > this.clock()) return this.arm(at);
        this.store(0);
        this.options.log?.info({ event: 'power.reboot.scheduled', at }, 'scheduled reboot');
        this.options.power.request('reboot');
      },
      Math.max(0, Math.min(delay, MAX_DELAY_MS)),
    );
    this.timer.unref();
  }

  private store(time: number): void {
    this.options.db
      .prepare(
        'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      )
      .run(KEY, String(time));
  }
}
