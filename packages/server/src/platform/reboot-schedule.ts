import { Code } from '@coffer/contract';
import type { Db } from '../db/open-database.js';
import { AppError } from '../http/app-error.js';
import { Alarm } from './alarm.js';
import type { PowerSwitch } from './power.js';

const KEY = 'power.reboot_at';

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
  private readonly clock: () => number;
  private readonly alarm: Alarm;

  constructor(private readonly options: RebootScheduleOptions) {
    this.clock = options.clock ?? Date.now;
    this.alarm = new Alarm(this.clock);
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

  /**
   * Postpones the scheduled reboot by `minutes` (`/system/delay`); with none scheduled it answers
   * C137001 and changes nothing.
   */
  delay(minutes: number): { reboot_at: number } {
    const at = this.at();
    if (at === 0 || at * 1000 <= this.clock()) throw new AppError(Code.rebootNotScheduled);
    return this.set(at + minutes * 60);
  }

  stop(): void {
    this.alarm.clear();
  }

  private arm(at: number): void {
    this.alarm.set(at * 1000, () => {
      this.store(0);
      this.options.log?.info({ event: 'power.reboot.scheduled', at }, 'scheduled reboot');
      this.options.power.request('reboot');
    });
  }

  private store(time: number): void {
    this.options.db
      .prepare(
        'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      )
      .run(KEY, String(time));
  }
}
