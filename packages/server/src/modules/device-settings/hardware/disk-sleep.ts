import { existsSync } from 'node:fs';
import { Code, type DiskSleep, type DiskSleepReason } from '@coffer/contract';
import type { Db } from '../../../db/open-database.js';
import { AppError } from '../../../http/app-error.js';
import { exec, ExecError } from '../../../platform/exec.js';
import type { Disk } from '../../../storage/disks/disk.js';
import { hdparmStandbyValue, powerStateOf } from './disk-sleep-rules.js';

export interface DiskSleepDeps {
  db: Db;
  /** The disks as the disk monitor lists them. */
  disks: () => readonly Disk[];
  /** The block device of a disk (`/dev/loop3`, `/dev/sdb`), while it is present. */
  deviceOf: (sn: string) => string | undefined;
}

const HDPARM = ['/usr/sbin/hdparm', '/sbin/hdparm'];
const metaKey = (sn: string) => `disk_sleep.${sn}`;

/**
 * Disk standby (spin-down) with `hdparm -S` / `-C`, where the disk supports it: a loop-backed
 * virtual disk does not, nor does any disk on a machine without hdparm, nor one that does not
 * answer `hdparm -C`. The chosen delay is kept in `meta` per serial; nothing pretends.
 */
export class DiskSleepControl {
  constructor(private readonly deps: DiskSleepDeps) {}

  private hdparm(): string | undefined {
    return HDPARM.find((path) => existsSync(path));
  }

  /** Why a device cannot sleep, or undefined when `hdparm -C` answers for it. */
  private async refusal(dev: string | undefined): Promise<DiskSleepReason | undefined> {
    if (!dev) return 'absent';
    if (/^\/dev\/loop\d+$/.test(dev)) return 'virtual';
    const hdparm = this.hdparm();
    if (!hdparm) return 'no-hdparm';
    const answer = await exec(hdparm, ['-C', dev], { timeoutMs: 10_000, okExitCodes: [1, 2] });
    return answer.exitCode === 0 && powerStateOf(answer.stdout) !== 'unknown' ? undefined : 'no-answer';
  }

  async list(): Promise<DiskSleep[]> {
    return Promise.all(
      this.deps.disks().map(async (disk) => {
        const dev = this.deps.deviceOf(disk.sn);
        const reason = await this.refusal(dev);
        return {
          sn: disk.sn,
          name: disk.label || disk.sn,
          model: disk.model,
          dev: dev ?? '',
          supported: reason === undefined,
          ...(reason === undefined ? {} : { reason }),
          minutes: this.minutes(disk.sn),
        };
      }),
    );
  }

  async check(sn: string): Promise<'active' | 'standby' | 'unknown'> {
    const dev = await this.supportedDevice(sn);
    const answer = await exec(this.hdparm()!, ['-C', dev], { timeoutMs: 10_000 });
    return powerStateOf(answer.stdout);
  }

  async set(sn: string, minutes: number): Promise<number> {
    const value = hdparmStandbyValue(minutes);
    const dev = await this.supportedDevice(sn);
    try {
      await exec(this.hdparm()!, ['-S', String(value), dev], { timeoutMs: 10_000 });
    } catch (error) {
      const reason = error instanceof ExecError ? error.result.stderr.trim() : String(error);
      throw new AppError(Code.diskSleepFailed, { reason });
    }
    this.deps.db
      .prepare(
        'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      )
      .run(metaKey(sn), String(minutes));
    return minutes;
  }

  private minutes(sn: string): number {
    const row = this.deps.db.prepare('SELECT value FROM meta WHERE key = ?').get(metaKey(sn)) as
      { value: string } | undefined;
    return row ? Number(row.value) : 0;
  }

  private async supportedDevice(sn: string): Promise<string> {
    if (!this.deps.disks().some((disk) => disk.sn === sn)) throw new AppError(Code.diskNotFound);
    const dev = this.deps.deviceOf(sn);
    const reason = await this.refusal(dev);
    if (reason !== undefined)
      throw new AppError(Code.diskSleepUnsupported, { disk: sn, reason: REASON_TEXT[reason] });
    return dev!;
  }
}

/** The reason in both languages, for C133009's message. */
const REASON_TEXT: Record<DiskSleepReason, { zh: string; en: string }> = {
  virtual: {
    zh: '这是虚拟磁盘（loop 设备），没有休眠功能',
    en: 'it is a virtual disk (a loop device) with no standby',
  },
  'no-hdparm': { zh: '设备上没有安装 hdparm', en: 'hdparm is not installed on the device' },
  'no-answer': { zh: '磁盘没有回应电源状态查询', en: 'the disk does not answer power-state queries' },
  absent: { zh: '磁盘当前不在位', en: 'the disk is not present' },
};
