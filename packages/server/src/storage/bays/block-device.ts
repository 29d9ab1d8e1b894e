import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { BayError } from './bay-error.js';

const SYS_CLASS_BLOCK = '/sys/class/block';

export interface BlockDevice {
  /** Kernel name: `loop3`, `sdb1`, `nvme0n1`. */
  name: string;
  /** The whole disk it is on: `sdb` for `sdb1`, itself for a whole disk. */
  wholeDisk: string;
}

/** The whole disk of a kernel block-device name, from sysfs: a partition sits inside its disk's folder. */
export function wholeDiskOf(name: string): string {
  const sysPath = join(SYS_CLASS_BLOCK, name);
  if (!existsSync(join(sysPath, 'partition'))) return name;
  return basename(dirname(realpathSync(sysPath)));
}

/** Resolves a path (`/dev/sdb1`, `/dev/disk/by-id/…`) to its kernel name, refusing what is not a block device. */
export function resolveBlockDevice(path: string): BlockDevice {
  let real: string;
  try {
    real = realpathSync(path);
    if (!statSync(real).isBlockDevice()) throw new Error('not a block device');
  } catch {
    throw new BayError('C103022', { device: path });
  }
  const name = basename(real);
  if (!existsSync(join(SYS_CLASS_BLOCK, name))) throw new BayError('C103022', { device: path });
  return { name, wholeDisk: wholeDiskOf(name) };
}

/** The whole disks under a device: itself, or what a device-mapper or md device is built on. */
export function underlyingDisks(name: string, seen = new Set<string>()): Set<string> {
  const whole = wholeDiskOf(name);
  if (seen.has(whole)) return seen;
  const slavesDir = join(SYS_CLASS_BLOCK, whole, 'slaves');
  const slaves = existsSync(slavesDir) ? readdirSync(slavesDir) : [];
  if (slaves.length === 0) seen.add(whole);
  for (const slave of slaves) underlyingDisks(slave, seen);
  return seen;
}
