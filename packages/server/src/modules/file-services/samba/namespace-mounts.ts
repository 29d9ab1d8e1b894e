import { dirname, join } from 'node:path';
import { mountPoints } from '../../../storage/pools/pool-mount.js';

/**
 * The pools' mounts now, and the encrypted pools' plain views, as one comparable string. smbd's
 * mount namespace is a copy of the daemon's made at its start: where the machine's mounts are
 * private (a container), a pool mounted later never reaches it, and one unmounted later stays
 * mounted in it, keeping its disks busy.
 */
export async function poolMountsNow(dataDir: string): Promise<string> {
  const parents = new Set([join(dataDir, 'mnt'), join(dataDir, 'unlocked')]);
  return [...(await mountPoints())]
    .filter((point) => parents.has(dirname(point)))
    .sort()
    .join('\n');
}
