import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface FakeBlockDevice {
  name: string;
  sectors: number;
  removable?: boolean;
  rotational?: boolean;
  backingFile?: string;
  sectorsWritten?: number;
  partitions?: string[];
}

/** Writes a /sys/block-shaped tree for tests: the files the disk reader opens, nothing else. */
export function writeFakeBlockDevice(sysRoot: string, device: FakeBlockDevice): void {
  const dir = join(sysRoot, device.name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'queue'), { recursive: true });
  writeFileSync(join(dir, 'size'), `${device.sectors}\n`);
  writeFileSync(join(dir, 'removable'), device.removable ? '1\n' : '0\n');
  writeFileSync(join(dir, 'queue', 'rotational'), device.rotational ? '1\n' : '0\n');
  const written = device.sectorsWritten ?? 0;
  writeFileSync(join(dir, 'stat'), `  120 0 9600 14 3 0 ${written} 2 0 20 16 0 0 0 0 0 0\n`);
  mkdirSync(join(dir, 'holders'));
  for (const partition of device.partitions ?? []) mkdirSync(join(dir, partition));
  if (device.backingFile !== undefined) {
    mkdirSync(join(dir, 'loop'));
    writeFileSync(join(dir, 'loop', 'backing_file'), `${device.backingFile}\n`);
  }
}

/** An unbound loop device: the kernel keeps the entry, without a `loop/` folder. */
export function writeUnboundLoop(sysRoot: string, name: string): void {
  mkdirSync(join(sysRoot, name, 'queue'), { recursive: true });
  writeFileSync(join(sysRoot, name, 'size'), '0\n');
}
