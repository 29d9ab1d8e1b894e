import { existsSync, mkdirSync, realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { ExecError } from '../../platform/exec.js';
import type { BayContext, BayLog } from './bay-context.js';
import { BayError } from './bay-error.js';
import { judgeBayDevice, type BayDevice } from './bay-guard.js';
import { findBaySlot, type BaySlot } from './bay-layout.js';
import { bayPaths, type BayPaths } from './bay-paths.js';
import { bayViews, type BayView } from './bay-views.js';
import { emptyBaysState, readBaysState, writeBaysState, type VirtualDisk } from './bays-state.js';
import { resolveBlockDevice } from './block-device.js';
import { DEFAULT_BAYS, type BaysMode } from './default-bays.js';
import { failDisk, type FailResult } from './fail-disk.js';
import { checkHostSpace, readHostSpace, type HostSpaceReader } from './host-space.js';
import { addBlankDisk, insertDisk, type InsertRequest, type InsertResult } from './insert-disk.js';
import { attachLoop, detachLoop, listLoopBackings, loopBacking, type LoopBacking } from './loop-devices.js';
import { pullDisk, type PullResult } from './pull-disk.js';
import { readRealDisk, type RealBays } from './real-bays.js';
import { reconcileWithFiles } from './reconcile-bays.js';
import { findSystemDisks } from './system-disk.js';

export type { BayView } from './bay-views.js';
export type { FailResult } from './fail-disk.js';
export type { InsertRequest, InsertResult } from './insert-disk.js';
export type { PullResult } from './pull-disk.js';

export interface BayManagerOptions {
  dataDir: string;
  realBays?: RealBays;
  readHostSpace?: HostSpaceReader;
  log?: BayLog;
}

const SILENT_LOG: BayLog = { info: () => {}, warn: () => {} } as unknown as BayLog;

/**
 * The virtual bays of one data directory (docs/virtual-bays.md). Powered on (the daemon running,
 * after `attachAll`) every present disk is an image on a loop device and a pull cuts its I/O; powered
 * off (the CLI with no daemon) only `bays.json` and the files change, and the next start sees them.
 * Changes run one at a time.
 */
export class BayManager {
  readonly paths: BayPaths;
  private readonly realBays: RealBays;
  private readonly readHostSpace: HostSpaceReader;
  private readonly log: BayLog;
  /** Loop devices this manager attached or took over at start; the only ones it detaches. */
  private readonly attached = new Set<string>();
  private powered = false;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly changeListeners = new Set<() => void>();

  constructor(options: BayManagerOptions) {
    this.paths = bayPaths(options.dataDir);
    this.realBays = options.realBays ?? {};
    this.readHostSpace = options.readHostSpace ?? readHostSpace;
    this.log = options.log ?? SILENT_LOG;
  }

  get isPowered(): boolean {
    return this.powered;
  }

  /** Daemon start: a new data directory gets its first disks (unless `none`), then every bay attaches. */
  async boot(mode: BaysMode): Promise<void> {
    if (mode === 'default') {
      try {
        await this.createDefaultBays();
      } catch (error) {
        if (!(error instanceof BayError)) throw error;
        this.log.warn({ event: 'bays.defaults-skipped', code: error.code }, error.message);
      }
    }
    await this.attachAll();
  }

  /** The first disks of a new data directory, created once: only when `bays.json` does not exist. */
  async createDefaultBays(): Promise<void> {
    await this.exclusive(async () => {
      if (existsSync(this.paths.stateFile)) return;
      checkHostSpace(await this.hostSpace());
      const state = emptyBaysState();
      const context = this.context();
      for (const { slot, size } of DEFAULT_BAYS) addBlankDisk(context, state, this.baySlot(slot), { size });
      writeBaysState(this.paths.stateFile, state);
      this.log.info({ event: 'bays.defaults', slots: Object.keys(state.bays) }, 'created the default disks');
    });
  }

  /** Attaches every present disk's image to a loop device; pulled disks stay absent. */
  async attachAll(): Promise<{ slot: string; device: string }[]> {
    return this.exclusive(async () => {
      this.powered = true;
      const state = readBaysState(this.paths.stateFile);
      if (!state) return [];
      const { state: current, changed } = reconcileWithFiles(state, (file) =>
        existsSync(join(this.paths.imagesDir, file)),
      );
      if (changed.length > 0) {
        writeBaysState(this.paths.stateFile, current);
        this.log.warn({ event: 'bays.reconciled', slots: changed }, 'bays.json updated to match the images');
      }
      const loops = this.ourLoops();
      const presentImages = new Set(
        Object.values(current.bays)
          .filter((disk) => disk.state === 'present')
          .map((disk) => disk.image),
      );
      // Left by a daemon that died: loops of pulled disks must not survive into this start.
      for (const loop of loops) {
        if (loop.deleted || !presentImages.has(basename(loop.backingFile))) await this.release(loop.device);
      }
      const attached: { slot: string; device: string }[] = [];
      for (const [slot, disk] of Object.entries(current.bays)) {
        if (disk.state !== 'present') continue;
        if (!existsSync(this.imagePath(disk))) {
          this.log.warn({ event: 'bays.image-missing', slot, serial: disk.serial }, 'disk image missing');
          continue;
        }
        const device = this.loopIn(disk, loops) ?? (await this.attach(disk));
        this.attached.add(device);
        attached.push({ slot, device });
      }
      await this.warnWhenLowOnSpace();
      this.log.info({ event: 'bays.attached', bays: attached }, 'virtual bays attached');
      return attached;
    });
  }

  /** Power-off: detaches exactly the loops this manager attached, after the caller has unmounted pools. */
  async detachAll(): Promise<string[]> {
    return this.exclusive(async () => {
      const detached: string[] = [];
      for (const device of [...this.attached]) {
        if (await this.release(device)) detached.push(device);
      }
      this.attached.clear();
      this.powered = false;
      if (detached.length > 0) this.log.info({ event: 'bays.detached', devices: detached }, 'bays detached');
      return detached;
    });
  }

  async list(): Promise<BayView[]> {
    const state = readBaysState(this.paths.stateFile) ?? emptyBaysState();
    const loops = this.ourLoops();
    return bayViews(state, this.realBays, (disk) => this.loopIn(disk, loops), readRealDisk);
  }

  insert(slot: string, request: InsertRequest): Promise<InsertResult> {
    return this.changing(() => insertDisk(this.context(), slot, request));
  }

  pull(slot: string): Promise<PullResult> {
    return this.changing(() => pullDisk(this.context(), slot));
  }

  fail(slot: string, mode: string): Promise<FailResult> {
    return this.changing(() => failDisk(this.context(), slot, mode));
  }

  /**
   * Tells `listener` each time a bay command (insert, pull, fail) has changed a disk. The disk
   * monitor sees the same change on its next look at /sys/block; this is for what should not wait
   * for it, such as the pools' last observation.
   */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private async changing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await this.exclusive(work);
    } finally {
      for (const listener of this.changeListeners) listener();
    }
  }

  /**
   * The engine's guard before any write command: the bay a block device belongs to, or a refusal
   * (the system disk, a disk in no bay, not a block device).
   */
  assertBayDevice(path: string): BayDevice {
    const device = resolveBlockDevice(path);
    const state = readBaysState(this.paths.stateFile) ?? emptyBaysState();
    const loops = this.ourLoops();
    const virtual = new Map<string, string>();
    for (const [slot, disk] of Object.entries(state.bays)) {
      const loop = disk.state === 'present' ? this.loopIn(disk, loops) : undefined;
      if (loop) virtual.set(basename(loop), slot);
    }
    const real = new Map<string, string>();
    for (const [slot, realPath] of Object.entries(this.realBays)) {
      const disk = readRealDisk(realPath);
      if (disk) real.set(disk.wholeDisk, slot);
    }
    return judgeBayDevice(path, device.wholeDisk, findSystemDisks(), { virtual, real });
  }

  private context(): BayContext {
    return {
      paths: this.paths,
      powered: this.powered,
      log: this.log,
      virtualBaySlot: (slot) => {
        const bay = this.baySlot(slot);
        if (this.realBays[slot] !== undefined) throw new BayError('C103013', { slot });
        return bay;
      },
      imagePath: (disk) => this.imagePath(disk),
      loopOf: (disk) => this.loopIn(disk, this.ourLoops()),
      attach: (disk) => this.attach(disk),
      release: (device) => this.release(device),
      isOurLoop: (device) => this.isOurLoop(device),
      hostSpace: () => this.hostSpace(),
    };
  }

  private async attach(disk: VirtualDisk): Promise<string> {
    try {
      const device = await attachLoop(this.imagePath(disk));
      this.attached.add(device);
      return device;
    } catch (error) {
      if (!(error instanceof ExecError)) throw error;
      throw new BayError('C103017', {
        serial: disk.serial,
        reason: error.result.stderr.trim() || error.message,
      });
    }
  }

  private async release(device: string): Promise<boolean> {
    this.attached.delete(device);
    if (!this.isOurLoop(device)) return false;
    await detachLoop(device);
    return true;
  }

  private baySlot(slot: string): BaySlot {
    const bay = findBaySlot(slot);
    if (!bay) throw new BayError('C103001', { slot });
    return bay;
  }

  private imagePath(disk: VirtualDisk): string {
    return join(this.paths.imagesDir, disk.image);
  }

  /** The images folder as the kernel names it in `backing_file` (symlinks resolved). */
  private imagesDirOnHost(): string {
    return existsSync(this.paths.imagesDir)
      ? realpathSync(this.paths.imagesDir)
      : resolve(this.paths.imagesDir);
  }

  /** Bound loop devices whose backing file is in our images folder; no other loop is ever touched. */
  private ourLoops(): LoopBacking[] {
    const dir = this.imagesDirOnHost();
    return listLoopBackings().filter((loop) => dirname(loop.backingFile) === dir);
  }

  /** Checked again right before each losetup call: a detached number may since belong to someone else. */
  private isOurLoop(device: string): boolean {
    const backing = loopBacking(device);
    return backing !== undefined && dirname(backing.backingFile) === this.imagesDirOnHost();
  }

  private loopIn(disk: VirtualDisk, loops: readonly LoopBacking[]): string | undefined {
    return loops.find((loop) => !loop.deleted && basename(loop.backingFile) === disk.image)?.device;
  }

  private async hostSpace() {
    mkdirSync(this.paths.root, { recursive: true, mode: 0o700 });
    return this.readHostSpace(this.paths.root);
  }

  private async warnWhenLowOnSpace(): Promise<void> {
    try {
      checkHostSpace(await this.hostSpace());
    } catch (error) {
      if (!(error instanceof BayError)) throw error;
      this.log.warn({ event: 'bays.low-space', code: error.code }, error.message);
    }
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
