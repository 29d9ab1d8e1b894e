import { closeSync, constants, openSync } from 'node:fs';

/**
 * True when something holds the block device exclusively: a mounted filesystem (btrfs claims every
 * member of a pool this way). An exclusive open of a block device fails with EBUSY then.
 */
export function isDeviceInUse(device: string): boolean {
  try {
    closeSync(openSync(device, constants.O_RDONLY | constants.O_EXCL));
    return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EBUSY') return true;
    throw error;
  }
}
