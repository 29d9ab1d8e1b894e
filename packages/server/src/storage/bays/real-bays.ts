import { join } from 'node:path';
import { readSysText } from '../../platform/sys-text.js';
import { resolveBlockDevice, type BlockDevice } from './block-device.js';
import { isBaySlot } from './bay-layout.js';

/** config.json `realBays`: bay slot → a stable path of a real disk (`/dev/disk/by-id/…`). */
export type RealBays = Readonly<Record<string, string>>;

/** Checks config.json's `realBays` so a typo fails at start rather than when a disk is formatted. */
export function parseRealBays(value: unknown): RealBays {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('config.json realBays must map bay slots to disk paths');
  }
  for (const [slot, path] of Object.entries(value)) {
    if (!isBaySlot(slot)) throw new Error(`config.json realBays: ${slot} is not a bay slot`);
    if (typeof path !== 'string' || !path.startsWith('/dev/')) {
      throw new Error(`config.json realBays.${slot} must be a path under /dev/`);
    }
  }
  return value as RealBays;
}

export interface RealDiskInfo extends BlockDevice {
  serial: string | null;
  model: string | null;
  sizeBytes: number;
}

/** What sysfs says about a real bay's disk; undefined when no such disk is there now. */
export function readRealDisk(path: string): RealDiskInfo | undefined {
  let device: BlockDevice;
  try {
    device = resolveBlockDevice(path);
  } catch {
    return undefined;
  }
  const sys = join('/sys/class/block', device.wholeDisk);
  return {
    ...device,
    serial: readSysText(join(sys, 'device', 'serial')),
    model: readSysText(join(sys, 'device', 'model')),
    sizeBytes: Number(readSysText(join(sys, 'size')) ?? 0) * 512,
  };
}
