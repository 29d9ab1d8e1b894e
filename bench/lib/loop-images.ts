/**
 * Sparse images on loop devices for a benchmark's peer, made in a temp folder of its own. Teardown
 * detaches exactly the loops whose image is in that folder (never `losetup -D`), then removes it.
 */
import { mkdtempSync, openSync, closeSync, ftruncateSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import {
  attachLoop,
  detachLoop,
  listLoopBackings,
} from '../../packages/server/src/storage/bays/loop-devices.js';

export class LoopImages {
  readonly dir: string;
  readonly devices: string[] = [];
  private disposed: Promise<void> | undefined;

  constructor(prefix: string) {
    this.dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  }

  /** A new sparse image of `bytes` on a loop device; answers the device. */
  async add(bytes: number): Promise<string> {
    const image = join(this.dir, `disk${this.devices.length + 1}.img`);
    const fd = openSync(image, 'wx');
    try {
      ftruncateSync(fd, bytes);
    } finally {
      closeSync(fd);
    }
    const device = await attachLoop(image);
    this.devices.push(device);
    return device;
  }

  /** The loops still attached to images in the folder (none after `dispose`). */
  leftovers(): string[] {
    return listLoopBackings()
      .filter((loop) => loop.backingFile.startsWith(this.dir + sep))
      .map((loop) => loop.device);
  }

  /** Detaches and removes everything once, however many callers ask. */
  dispose(): Promise<void> {
    this.disposed ??= this.release();
    return this.disposed;
  }

  private async release(): Promise<void> {
    for (const device of this.leftovers()) await detachLoop(device).catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
