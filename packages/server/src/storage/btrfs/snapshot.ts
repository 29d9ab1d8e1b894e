import { btrfs } from './btrfs-command.js';

/** A read-only snapshot of a subvolume at `destination` (a path that does not exist yet). */
export async function snapshotReadOnly(source: string, destination: string): Promise<void> {
  await btrfs(['subvolume', 'snapshot', '-r', source, destination]);
}
