import { readdirSync, readFileSync } from 'node:fs';
import type { MonitorDisk } from '@coffer/contract';
import type { Disk } from '../../storage/disks/disk.js';

/**
 * Block devices that are no disk of their own: loop devices (a bay's are added by name), RAM disks,
 * device-mapper and md layers over disks already counted, optical and floppy drives, network blocks.
 */
const NOT_A_DISK = ['loop', 'ram', 'zram', 'dm-', 'md', 'sr', 'fd', 'nbd'];

/** Pure: whether a /sys/block name is a whole disk of the machine the monitor charts. */
export function isSystemDisk(name: string): boolean {
  return !NOT_A_DISK.some((prefix) => name.startsWith(prefix));
}

/** What the monitor needs of the storage engine's disk discovery. */
export interface BayDisks {
  list(): Disk[];
  deviceOf(serial: string): string | undefined;
  on(event: 'disk-added' | 'disk-removed' | 'disk-changed', listener: (disk: Disk) => void): unknown;
}

const SYSTEM_REFRESH_MS = 30_000;

/**
 * The disks charted: the bays' disks (by their block device, loop devices included) and the
 * machine's whole disks from /sys/block (never a partition: /sys/block lists only whole disks).
 * Both sets are cached; the bays' follow the disk monitor's events, the system's are read again
 * every 30 s, so the sampler's per-second question is a Set lookup.
 */
export class ChartedDisks {
  private bays: Map<string, Disk> | undefined;
  private system = new Set<string>();
  private systemReadAt = -Infinity;

  private disks: BayDisks | undefined;

  constructor(
    private readonly sysBlock = '/sys/block',
    private readonly now: () => number = Date.now,
  ) {}

  /** The storage engine's disk discovery, once it exists (the monitor starts before the engine). */
  attach(disks: BayDisks): void {
    this.disks = disks;
    this.bays = undefined;
    const stale = () => (this.bays = undefined);
    disks.on('disk-added', stale);
    disks.on('disk-removed', stale);
    disks.on('disk-changed', stale);
  }

  /** Whether the sampler charts this block device. */
  readonly charts = (name: string): boolean => this.bayDevices().has(name) || this.systemDisks().has(name);

  /** The charted disks with what the engine last knew of them (no command runs). */
  list(): MonitorDisk[] {
    const list: MonitorDisk[] = [];
    for (const [name, disk] of this.bayDevices()) {
      list.push({
        name,
        kind: 'bay',
        sn: disk.sn,
        model: disk.model,
        size: disk.total_size,
        pos: disk.pos,
        devType: disk.dev_type,
        temperature: disk.temperature,
        smart: disk.smart_test.result,
        status: disk.status,
      });
    }
    for (const name of this.systemDisks()) {
      if (this.bayDevices().has(name)) continue;
      list.push({
        name,
        kind: 'system',
        sn: sysText(this.sysBlock, name, 'device/serial'),
        model: sysText(this.sysBlock, name, 'device/model'),
        size: Number(sysText(this.sysBlock, name, 'size') || 0) * 512,
        pos: null,
        devType: name.startsWith('nvme') ? 'nvme' : 'system',
        temperature: null,
        smart: 'notsupported',
        status: 'ok',
      });
    }
    return list.sort((a, b) => (a.pos ?? 1000) - (b.pos ?? 1000) || a.name.localeCompare(b.name));
  }

  private bayDevices(): Map<string, Disk> {
    if (this.bays) return this.bays;
    const bays = new Map<string, Disk>();
    for (const disk of this.disks?.list() ?? []) {
      const device = this.disks?.deviceOf(disk.sn);
      if (device) bays.set(device.replace('/dev/', ''), disk);
    }
    return (this.bays = bays);
  }

  private systemDisks(): Set<string> {
    if (this.now() - this.systemReadAt < SYSTEM_REFRESH_MS) return this.system;
    this.systemReadAt = this.now();
    try {
      this.system = new Set(readdirSync(this.sysBlock).filter(isSystemDisk));
    } catch {
      this.system = new Set();
    }
    return this.system;
  }
}

function sysText(sysBlock: string, name: string, file: string): string {
  try {
    return readFileSync(`${sysBlock}/${name}/${file}`, 'utf8').trim();
  } catch {
    return '';
  }
}
