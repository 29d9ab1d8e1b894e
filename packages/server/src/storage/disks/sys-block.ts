import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBackingFile } from '../bays/loop-devices.js';

export const SYS_BLOCK = '/sys/block';

/** The sysfs files of one /sys/block entry, as read (undefined: the file is not there). */
export interface SysBlockFiles {
  name: string;
  size?: string;
  removable?: string;
  rotational?: string;
  /** `loop/backing_file`, only for a bound loop device. */
  backingFile?: string;
  /** `stat` (Documentation/block/stat.rst): its seventh field counts sectors written. */
  stat?: string;
  /** The entry's sub-folders named after it: its partitions (`sdb1`, `loop3p1`). */
  partitions: string[];
}

export interface BlockDeviceInfo {
  /** Kernel name: `loop3`, `sdb`, `nvme0n1`. */
  name: string;
  /** Bytes: sysfs counts 512-byte sectors whatever the device's block size. */
  sizeBytes: number;
  removable: boolean;
  rotational: boolean;
  /** A bound loop device's image; undefined for any other device. */
  backingFile?: string;
  /** The image was unlinked or replaced while the loop still holds it (a pulled virtual disk). */
  backingDeleted: boolean;
  /** Sectors written since the device appeared: a change means its signatures may have changed. */
  sectorsWritten: number;
  partitions: string[];
}

const SECTOR_BYTES = 512;
const STAT_SECTORS_WRITTEN = 6;

function count(text: string | undefined): number {
  const value = Number((text ?? '').trim());
  return Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

/** Pure: one entry's files → what the engine uses of them. */
export function parseBlockDevice(files: SysBlockFiles): BlockDeviceInfo {
  const backing = files.backingFile === undefined ? undefined : parseBackingFile(files.backingFile);
  const stat = (files.stat ?? '').trim().split(/\s+/);
  return {
    name: files.name,
    sizeBytes: count(files.size) * SECTOR_BYTES,
    removable: files.removable?.trim() === '1',
    rotational: files.rotational?.trim() === '1',
    ...(backing && backing.backingFile !== '' ? { backingFile: backing.backingFile } : {}),
    backingDeleted: backing?.deleted ?? false,
    sectorsWritten: count(stat[STAT_SECTORS_WRITTEN]),
    partitions: [...files.partitions].sort(),
  };
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Which entries to read in full. A loop device is asked with its backing file (undefined while
 * unbound), so the many idle loops cost one failed read each and nothing more.
 */
export type BlockDeviceFilter = (name: string, backingFile: string | undefined) => boolean;

const isLoop = (name: string) => /^loop\d+$/.test(name);

/** Reads one entry's files; undefined when it vanished meanwhile or the filter passes on it. */
export function readSysBlockEntry(
  sysRoot: string,
  name: string,
  include: BlockDeviceFilter,
): SysBlockFiles | undefined {
  const dir = join(sysRoot, name);
  const backingFile = isLoop(name) ? readText(join(dir, 'loop', 'backing_file')) : undefined;
  if (isLoop(name) && backingFile === undefined) return undefined;
  if (!include(name, backingFile && parseBackingFile(backingFile).backingFile)) return undefined;
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return undefined;
  }
  return {
    name,
    size: readText(join(dir, 'size')),
    removable: readText(join(dir, 'removable')),
    rotational: readText(join(dir, 'queue', 'rotational')),
    backingFile,
    stat: readText(join(dir, 'stat')),
    partitions: entries.filter((entry) => entry !== name && entry.startsWith(name)),
  };
}

/**
 * A snapshot of the block devices in /sys/block (no udev here): one readdir and a few small reads
 * per device the filter keeps. Unbound loop devices (no backing file) hold no disk and are left out.
 */
export function readBlockDevices(
  sysRoot = SYS_BLOCK,
  include: BlockDeviceFilter = () => true,
): BlockDeviceInfo[] {
  let names: string[];
  try {
    names = readdirSync(sysRoot);
  } catch {
    return [];
  }
  const devices: BlockDeviceInfo[] = [];
  for (const name of names.sort()) {
    const files = readSysBlockEntry(sysRoot, name, include);
    if (files) devices.push(parseBlockDevice(files));
  }
  return devices;
}
