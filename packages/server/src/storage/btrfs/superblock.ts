import { btrfs } from './btrfs-command.js';
import { parseDumpSuper, type Superblock } from './parse-dump-super.js';

/** The primary superblock of a device (read-only: nothing is registered with the kernel). */
export async function readSuperblock(device: string): Promise<Superblock | null> {
  const { stdout } = await btrfs(['inspect-internal', 'dump-super', device]);
  return parseDumpSuper(stdout);
}

/** Makes the kernel forget an unmounted device it registered, so a mount never picks it up. */
export async function forgetDevice(device: string): Promise<void> {
  await btrfs(['device', 'scan', '--forget', device]);
}
