import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { exec } from '../../platform/exec.js';

export interface LoopBacking {
  device: string;
  backingFile: string;
  /** The file was unlinked or replaced while the loop still holds it open. */
  deleted: boolean;
}

const SYS_BLOCK = '/sys/block';
const DELETED_SUFFIX = ' (deleted)';

/** The kernel's `loop/backing_file`: the file's current path, with " (deleted)" once it is unlinked. */
export function parseBackingFile(text: string): { backingFile: string; deleted: boolean } {
  const line = text.replace(/\n$/, '');
  return line.endsWith(DELETED_SUFFIX)
    ? { backingFile: line.slice(0, -DELETED_SUFFIX.length), deleted: true }
    : { backingFile: line, deleted: false };
}

/** The file behind one loop device, or undefined when the device is not bound (or not a loop). */
export function loopBacking(device: string): LoopBacking | undefined {
  const file = join(SYS_BLOCK, basename(device), 'loop', 'backing_file');
  try {
    return { device, ...parseBackingFile(readFileSync(file, 'utf8')) };
  } catch {
    return undefined;
  }
}

/** Every bound loop device and its backing file, read from /sys (no udev here). */
export function listLoopBackings(): LoopBacking[] {
  if (!existsSync(SYS_BLOCK)) return [];
  return readdirSync(SYS_BLOCK)
    .filter((name) => /^loop\d+$/.test(name))
    .map((name) => loopBacking(`/dev/${name}`))
    .filter((backing): backing is LoopBacking => backing !== undefined);
}

/** Partition nodes the kernel has on a loop device (`loop3p1`, …). */
function loopPartitions(device: string): string[] {
  const name = basename(device);
  try {
    return readdirSync(join(SYS_BLOCK, name)).filter((entry) => entry.startsWith(`${name}p`));
  } catch {
    return [];
  }
}

/**
 * Attaches an image and makes the kernel's partitions match it. Virtual bays attach without
 * partition scanning, and partitions added by hand (parted, `partx -a`) outlive a detach: a loop
 * number reused for a blank disk would still show the last disk's partition.
 */
export async function attachLoop(image: string): Promise<string> {
  const { stdout } = await exec('losetup', ['--find', '--show', image]);
  const device = stdout.trim();
  if (loopPartitions(device).length > 0) await exec('partx', ['-d', device], { okExitCodes: [1] });
  // Exit 1: the image carries no partition table (a blank disk or a whole-disk filesystem).
  await exec('partx', ['-a', device], { okExitCodes: [1] });
  return device;
}

/** Makes the loop re-read its backing file's size; a truncated file leaves a device of size 0. */
export async function refreshLoopCapacity(device: string): Promise<void> {
  await exec('losetup', ['--set-capacity', device]);
}

/**
 * Detaches a loop device. When something still holds it (a mounted btrfs), the kernel only marks it
 * to clear itself on the last close and the call still succeeds.
 */
export async function detachLoop(device: string): Promise<void> {
  // A partition still mounted keeps its node (exit 1); attach drops it when the number is reused.
  if (loopPartitions(device).length > 0) await exec('partx', ['-d', device], { okExitCodes: [1] });
  await exec('losetup', ['--detach', device]);
}
