import { BayError } from './bay-error.js';

/** Which whole disks belong to which bay: loop devices of virtual bays, real disks from config.json. */
export interface BayOwners {
  virtual: ReadonlyMap<string, string>;
  real: ReadonlyMap<string, string>;
}

export interface BayDevice {
  slot: string;
  kind: 'virtual' | 'real';
}

/**
 * The safety rule every write command passes first: the engine writes only to disks in its bays, and
 * never to the system disk, even when config.json wrongly names it as a bay.
 */
export function judgeBayDevice(
  path: string,
  wholeDisk: string,
  systemDisks: ReadonlySet<string>,
  owners: BayOwners,
): BayDevice {
  if (systemDisks.has(wholeDisk)) throw new BayError('C103021', { device: path });
  const virtual = owners.virtual.get(wholeDisk);
  if (virtual) return { slot: virtual, kind: 'virtual' };
  const real = owners.real.get(wholeDisk);
  if (real) return { slot: real, kind: 'real' };
  throw new BayError('C103020', { device: path });
}
