import { existsSync, renameSync, rmSync } from 'node:fs';
import { basename } from 'node:path';
import { BayError } from './bay-error.js';
import type { BayContext } from './bay-context.js';
import { pulledName } from './bay-paths.js';
import { emptyBaysState, readBaysState, writeBaysState } from './bays-state.js';
import { checkHostSpace } from './host-space.js';
import { refreshLoopCapacity } from './loop-devices.js';
import { allocatedBytes, emptyImage, keepSparseCopy } from './sparse-image.js';

export interface PullResult {
  slot: string;
  serial: string;
  /** The loop device the disk answered on; null when it was not attached. */
  device: string | null;
  /** File name of the kept copy in `bays/images/`. */
  kept: string;
}

/**
 * Pulls a disk. Attached, it keeps a sparse copy of the image for re-insertion, then empties the
 * image and has the loop re-read its size: the device answers no more I/O, so a mounted btrfs sees
 * that member fail (docs/virtual-bays.md). Powered off, the image is only set aside.
 */
export async function pullDisk(context: BayContext, slot: string): Promise<PullResult> {
  context.virtualBaySlot(slot);
  const state = readBaysState(context.paths.stateFile) ?? emptyBaysState();
  const disk = state.bays[slot];
  if (disk?.state !== 'present') throw new BayError('C103003', { slot });
  const image = context.imagePath(disk);
  const kept = pulledName(image);
  const device = context.powered ? context.loopOf(disk) : undefined;
  if (device) {
    checkHostSpace(await context.hostSpace(), allocatedBytes(image));
    await keepSparseCopy(image, kept);
    emptyImage(image);
    if (context.isOurLoop(device)) await refreshLoopCapacity(device);
    await context.release(device);
    rmSync(image, { force: true });
  } else if (existsSync(image)) {
    renameSync(image, kept);
  } else if (!existsSync(kept)) {
    throw new BayError('C103015', { serial: disk.serial, file: image });
  }
  state.bays[slot] = { ...disk, state: 'pulled' };
  writeBaysState(context.paths.stateFile, state);
  context.log.info({ event: 'bays.pulled', slot, serial: disk.serial, device }, 'disk pulled');
  return { slot, serial: disk.serial, device: device ?? null, kept: basename(kept) };
}
