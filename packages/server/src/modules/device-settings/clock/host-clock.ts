import { existsSync } from 'node:fs';
import { rename, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Code } from '@coffer/contract';
import { AppError } from '../../../http/app-error.js';
import { exec, ExecError } from '../../../platform/exec.js';
import { describeStep, type ClockStep } from './clock-plan.js';
import type { SystemClock } from './system-clock.js';
import { ZONEINFO_DIR } from './time-zones.js';

/** True when the machine has a hardware clock `hwclock` can write. */
export function hasHardwareClock(): boolean {
  return existsSync('/dev/rtc0') || existsSync('/dev/rtc');
}

/**
 * The machine's own clock (config `clock: "host"`, the default): the zone is the `/etc/localtime`
 * link and `/etc/timezone`, each replaced by a rename so neither is ever half-written; the time is
 * `date -s`, then `hwclock --systohc` where a hardware clock exists. `root` is `/` but for tests.
 */
export class HostClock implements SystemClock {
  readonly mode = 'host' as const;

  constructor(private readonly root = '/') {}

  async apply(steps: readonly ClockStep[]): Promise<string[]> {
    const done: string[] = [];
    for (const step of steps) {
      try {
        if (step.kind === 'zone') await this.setZone(step.zone);
        else await this.setTime(step.seconds, step.rtc);
      } catch (error) {
        const reason =
          error instanceof ExecError ? error.result.stderr.trim() || error.message : String(error);
        throw new AppError(Code.clockFailed, { reason });
      }
      done.push(...describeStep(step));
    }
    return done;
  }

  private async setZone(zone: string): Promise<void> {
    const localtime = join(this.root, 'etc/localtime');
    const link = `${localtime}.coffer-new`;
    await rm(link, { force: true });
    await symlink(join(ZONEINFO_DIR, zone), link);
    await rename(link, localtime);
    const timezone = join(this.root, 'etc/timezone');
    await writeFile(`${timezone}.coffer-new`, `${zone}\n`);
    await rename(`${timezone}.coffer-new`, timezone);
    // The daemon's own dates follow at once.
    if (this.root === '/') process.env.TZ = zone;
  }

  private async setTime(seconds: number, rtc: boolean): Promise<void> {
    await exec('date', ['-u', '-s', `@${seconds}`], { timeoutMs: 10_000 });
    if (rtc) await exec('hwclock', ['--systohc', '--utc'], { timeoutMs: 20_000 });
  }
}
