import { basename, dirname } from 'node:path';
import { findBaySlot } from '../bays/bay-layout.js';
import type { BaysState, VirtualDisk } from '../bays/bays-state.js';
import type { DevType } from '../validation/storage-facts.js';
import type { BlockDeviceInfo } from './sys-block.js';

/** A bay's disk as discovery reports it. */
export interface BayDisk {
  slot: string;
  pos: number;
  devType: DevType;
  serial: string;
  model: string;
  kind: 'virtual' | 'real';
}

/** What a real bay's disk says about itself (sysfs `device/serial`, `device/model`). */
export interface RealBayDisk {
  slot: string;
  /** Whole-disk kernel name the configured path resolves to now. */
  name: string;
  serial: string | null;
  model: string | null;
}

/**
 * Which block devices are bay disks: loops whose backing file is a present disk's image in the bays'
 * images folder, and the disks config.json's `realBays` names. Everything else (the system disk,
 * loops made by anyone else) is not a disk of this device.
 */
export class BayIndex {
  private readonly byImage = new Map<string, BayDisk>();
  private readonly byRealName = new Map<string, BayDisk>();
  private readonly bySerial = new Map<string, { disk: BayDisk; sizeBytes: number }>();

  constructor(
    readonly imagesDir: string,
    state: BaysState | undefined,
    realDisks: readonly RealBayDisk[],
    private readonly systemDisks: ReadonlySet<string>,
  ) {
    for (const [slot, disk] of Object.entries(state?.bays ?? {})) {
      const bay = virtualBayDisk(slot, disk);
      if (!bay) continue;
      this.bySerial.set(disk.serial, { disk: bay, sizeBytes: disk.sizeBytes });
      if (disk.state === 'present') this.byImage.set(disk.image, bay);
    }
    for (const real of realDisks) {
      const layout = findBaySlot(real.slot);
      if (!layout || systemDisks.has(real.name)) continue;
      this.byRealName.set(real.name, {
        slot: real.slot,
        pos: layout.pos,
        devType: layout.devType,
        // A real disk without a serial in sysfs still needs a stable name: its bay's.
        serial: real.serial ?? `${real.slot}-${real.name}`,
        model: real.model ?? '',
        kind: 'real',
      });
    }
  }

  /** Cheap pre-filter for the sysfs reader: could this entry be a bay disk at all? */
  mayBeBayDisk(name: string, backingFile: string | undefined): boolean {
    // config.json may name any block device as a real bay's, a loop device too (docs/virtual-bays.md).
    if (this.byRealName.has(name)) return true;
    return backingFile !== undefined && dirname(backingFile) === this.imagesDir;
  }

  /** The bay of a block device, or undefined: not ours, or a pulled disk's emptied loop. */
  bayOf(device: BlockDeviceInfo): BayDisk | undefined {
    if (this.systemDisks.has(device.name)) return undefined;
    const real = this.byRealName.get(device.name);
    if (real) return device.sizeBytes > 0 ? real : undefined;
    if (device.backingFile !== undefined) {
      if (device.backingDeleted || device.sizeBytes === 0) return undefined;
      if (dirname(device.backingFile) !== this.imagesDir) return undefined;
      return this.byImage.get(basename(device.backingFile));
    }
    return undefined;
  }

  /** A virtual disk that bays.json knows but that is not present (pulled), for `missing` entries. */
  knownDisk(serial: string): { disk: BayDisk; sizeBytes: number } | undefined {
    return this.bySerial.get(serial);
  }
}

function virtualBayDisk(slot: string, disk: VirtualDisk): BayDisk | undefined {
  const layout = findBaySlot(slot);
  if (!layout) return undefined;
  return {
    slot,
    pos: layout.pos,
    devType: layout.devType,
    serial: disk.serial,
    model: disk.model,
    kind: 'virtual',
  };
}
