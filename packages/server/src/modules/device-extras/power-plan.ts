import { accessSync, constants, existsSync, writeFileSync } from 'node:fs';
import {
  Code,
  PPS_MAX_ENTRIES,
  RTC_WAKEALARM,
  zPpsEntry,
  type PpsEntry,
  type PpsState,
} from '@coffer/contract';
import type { Db } from '../../db/open-database.js';
import { AppError } from '../../http/app-error.js';
import { Alarm } from '../../platform/alarm.js';
import type { PowerSwitch } from '../../platform/power.js';
import type { AuditLog } from '../audit/audit-log.js';
import { MetaSetting } from '../files/meta-setting.js';
import { duplicateOf, nextOf } from './power-plan-times.js';

const ACTION_WORDS = { shutdown: { zh: '关机', en: 'shutdown' }, wake: { zh: '开机', en: 'wake-up' } };

export interface PowerPlanOptions {
  db: Db;
  power: PowerSwitch;
  audit: AuditLog;
  /** The real-time clock's wake-up file; a test points it at a file of its own. */
  wakeAlarm?: string;
  clock?: () => number;
  log?: { info(object: object, message: string): void };
}

/**
 * The power plan schedule (`/setting/pps/*`): weekly shutdowns kept in SQLite `meta`, run by an
 * unref'd timer through the PowerSwitch and re-armed at start; before each planned shutdown the next
 * planned wake-up is written to the real-time clock, where the machine has one it can set.
 */
export class PowerPlan {
  private readonly setting: MetaSetting;
  private readonly clock: () => number;
  private readonly alarm: Alarm;
  readonly wakeAlarm: string;

  constructor(private readonly options: PowerPlanOptions) {
    this.setting = new MetaSetting(options.db, 'power.plan');
    this.clock = options.clock ?? Date.now;
    this.alarm = new Alarm(this.clock);
    this.wakeAlarm = options.wakeAlarm ?? RTC_WAKEALARM;
  }

  /** The machine can set its own wake-up time. */
  canWake(): boolean {
    if (!existsSync(this.wakeAlarm)) return false;
    try {
      accessSync(this.wakeAlarm, constants.W_OK);
      return true;
    } catch {
      return false;
    }
  }

  entries(): PpsEntry[] {
    const raw = this.setting.get();
    if (!raw) return [];
    try {
      const parsed = zPpsEntry.array().safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  }

  load(): PpsState {
    const entries = this.entries();
    const now = this.clock();
    const seconds = (ms: number | undefined) => (ms === undefined ? null : Math.floor(ms / 1000));
    return {
      entries,
      canWake: this.canWake(),
      nextShutdown: seconds(nextOf(entries, 'shutdown', now)),
      nextWake: seconds(nextOf(entries, 'wake', now)),
    };
  }

  /** Replaces the schedule; a refusal changes nothing. */
  set(entries: PpsEntry[]): PpsState {
    if (entries.length > PPS_MAX_ENTRIES) throw new AppError(Code.ppsTooMany, { max: PPS_MAX_ENTRIES });
    const duplicate = duplicateOf(entries);
    if (duplicate) throw new AppError(Code.ppsDuplicate, { action: ACTION_WORDS[duplicate] });
    if (entries.some((entry) => entry.action === 'wake') && !this.canWake())
      throw new AppError(Code.ppsNoWake, { path: this.wakeAlarm });
    if (entries.some((entry) => entry.action === 'shutdown') && !this.options.power.available)
      throw new AppError(Code.powerUnavailable);
    this.setting.set(JSON.stringify(entries));
    this.boot();
    return this.load();
  }

  /** Arms the timer for the next planned shutdown (at start, and after each change). */
  boot(): void {
    this.stop();
    const at = nextOf(this.entries(), 'shutdown', this.clock());
    if (at !== undefined) this.alarm.set(at, () => this.fire(at));
  }

  stop(): void {
    this.alarm.clear();
  }

  private fire(at: number): void {
    const wake = nextOf(this.entries(), 'wake', this.clock());
    if (wake !== undefined && this.canWake()) {
      // The kernel refuses a new alarm over a set one: clear it first.
      writeFileSync(this.wakeAlarm, '0');
      writeFileSync(this.wakeAlarm, String(Math.floor(wake / 1000)));
    }
    const detail = { at: Math.floor(at / 1000), wake: wake === undefined ? null : Math.floor(wake / 1000) };
    this.options.log?.info({ event: 'power.schedule.shutdown', ...detail }, 'planned shutdown');
    this.options.audit.record({ category: 'system', action: 'power.schedule.shutdown', actor: null, detail });
    this.options.power.request('shutdown');
    this.boot();
  }
}
