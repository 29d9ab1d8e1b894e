import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseMountinfo } from '../bays/system-disk.js';

const SYS_CLASS_BLOCK = '/sys/class/block';

/** The kernel's name of a disk's first partition: `sdb1`, but `loop3p1` and `nvme0n1p1`. */
export function firstPartitionName(disk: string): string {
  return /\d$/.test(disk) ? `${disk}p1` : `${disk}1`;
}

/** The partitions the kernel knows on a whole disk, in order. */
export function partitionsOf(disk: string): string[] {
  const dir = join(SYS_CLASS_BLOCK, disk);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.startsWith(disk) && existsSync(join(dir, name, 'partition')))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

export function sizeBytesOf(name: string): number {
  const sectors = Number(readFileSync(join(SYS_CLASS_BLOCK, name, 'size'), 'utf8').trim());
  return Number.isFinite(sectors) ? sectors * 512 : 0;
}

/** Where a block device is mounted now, from mountinfo: by device number, or by source for FUSE (ntfs-3g). */
export function mountPointsOf(name: string): string[] {
  const numberFile = join(SYS_CLASS_BLOCK, name, 'dev');
  const number = existsSync(numberFile) ? readFileSync(numberFile, 'utf8').trim() : '';
  return parseMountinfo(readFileSync('/proc/self/mountinfo', 'utf8'))
    .filter((entry) => {
      if (number !== '' && entry.majorMinor === number) return true;
      if (!entry.source.startsWith('/dev/') || !existsSync(entry.source)) return false;
      return basename(realpathSync(entry.source)) === name;
    })
    .map((entry) => entry.mountPoint);
}
