import type { Logger } from 'pino';
import type { BaySlot } from './bay-layout.js';
import type { BayPaths } from './bay-paths.js';
import type { VirtualDisk } from './bays-state.js';
import type { HostSpace } from './host-space.js';

export type BayLog = Pick<Logger, 'info' | 'warn'>;

/** What the bay operations (insert, pull, fail) need from the manager that runs them one at a time. */
export interface BayContext {
  readonly paths: BayPaths;
  /** The daemon is running and present disks are attached; otherwise only files change. */
  readonly powered: boolean;
  readonly log: BayLog;
  /** A bay that may hold a virtual disk: refuses unknown slots and slots given to real disks. */
  virtualBaySlot(slot: string): BaySlot;
  imagePath(disk: VirtualDisk): string;
  /** The loop device a present disk answers on now, if any. */
  loopOf(disk: VirtualDisk): string | undefined;
  /** Attaches a disk's image to a new loop device, which the manager will detach at power-off. */
  attach(disk: VirtualDisk): Promise<string>;
  /** Detaches one of our loop devices (deferred by the kernel while a mounted pool holds it). */
  release(device: string): Promise<boolean>;
  /** True while the device's backing file is still one of our images. */
  isOurLoop(device: string): boolean;
  hostSpace(): Promise<HostSpace>;
}
