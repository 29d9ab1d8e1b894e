import { statfs } from 'node:fs/promises';
import { BayError } from './bay-error.js';
import { formatDiskSize } from './disk-size.js';

export interface HostSpace {
  /** Bytes an unprivileged writer could still use (statfs `bavail`). */
  freeBytes: number;
  totalBytes: number;
}

export type HostSpaceReader = (dir: string) => Promise<HostSpace>;

export const readHostSpace: HostSpaceReader = async (dir) => {
  const stats = await statfs(dir);
  return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
};

/**
 * What must stay free on the host: sparse images grow as pools are written, and a host that fills up
 * fails every pool at once (and the daemon's own database with them).
 */
export const HOST_RESERVE = { minBytes: 2 * 2 ** 30, share: 0.05 } as const;

export function hostReserve(totalBytes: number): number {
  return Math.max(HOST_RESERVE.minBytes, Math.ceil(totalBytes * HOST_RESERVE.share));
}

/** Refuses when writing `growBytes` more would leave less than the reserve free. */
export function checkHostSpace(space: HostSpace, growBytes = 0): void {
  const reserve = hostReserve(space.totalBytes);
  if (space.freeBytes - growBytes < reserve) {
    throw new BayError('C103006', {
      free: formatDiskSize(Math.max(0, space.freeBytes)),
      reserve: formatDiskSize(reserve),
    });
  }
}
