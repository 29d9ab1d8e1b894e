import { existsSync, mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import { Code } from '@coffer/contract';
import { exec, ExecError } from '../../platform/exec.js';
import { findBaySlot, type BayDevType } from '../bays/bay-layout.js';
import type { BayManager } from '../bays/bay-manager.js';
import { resolveBlockDevice } from '../bays/block-device.js';
import { parseMountinfo } from '../bays/system-disk.js';
import { probeSignature } from '../disks/blkid.js';
import type { JobContext, JobRegistry } from '../jobs/job-registry.js';
import { StorageError } from '../storage-error.js';
import { firstPartitionName, mountPointsOf, partitionsOf, sizeBytesOf } from './external-devices.js';
import { mountCommand } from './external-mount.js';
import {
  mkfsCommand,
  storedLabel,
  validateExternalFormat,
  type ExternalFilesystem,
} from './external-label.js';

export interface ExternalPartition {
  dev: string;
  fs: string | null;
  label: string | null;
  uuid: string | null;
  sizeBytes: number;
  mounted: boolean;
  mountPoint: string | null;
}

export interface ExternalDisk {
  dev: string;
  slot: string;
  devType: ExternalDevType;
  serial: string | null;
  model: string | null;
  sizeBytes: number;
  partitions: ExternalPartition[];
}

export interface ExternalDisksOptions {
  dataDir: string;
  bays: BayManager;
  jobs: JobRegistry;
  /** True for a disk a pool records as a member or spare, by serial. */
  isPoolMember: (serial: string) => boolean;
  /** A bay disk marked external by the disk-change `extmountdisk` (external-marks.ts), by serial. */
  marked?: (serial: string) => boolean;
}

type ExternalDevType = BayDevType;
const isExternalType = (type: BayDevType): boolean => type === 'usb' || type === 'esata';
const COMMAND_TIMEOUT_MS = 10 * 60_000;

function failure(error: unknown): string {
  if (error instanceof ExecError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Disks in the USB and eSATA bays that are not in a pool (spec 3 §7 External): listed with their
 * partitions, formatted with one GPT partition and a filesystem, mounted at `<data>/external/<uuid>`.
 * Every write passes the bay guard first.
 */
export class ExternalDisks {
  readonly mountRoot: string;
  private readonly formatting = new Set<string>();

  constructor(private readonly options: ExternalDisksOptions) {
    this.mountRoot = join(options.dataDir, 'external');
  }

  /** A USB or eSATA bay, or a bay disk marked external. */
  private isExternal(devType: BayDevType, serial: string | null | undefined): boolean {
    return isExternalType(devType) || (!!serial && (this.options.marked?.(serial) ?? false));
  }

  async list(): Promise<ExternalDisk[]> {
    const disks: ExternalDisk[] = [];
    for (const bay of await this.options.bays.list()) {
      if (!this.isExternal(bay.devType, bay.serial) || bay.state !== 'present' || !bay.device) continue;
      if (bay.serial && this.options.isPoolMember(bay.serial)) continue;
      disks.push(await this.describe(bay.device, bay.slot, bay.devType, bay.serial, bay.model));
    }
    return disks;
  }

  /**
   * Bay disks just marked external (`/zspool/confirm` extmountdisk): each one whose partition carries
   * a filesystem is mounted at once, as the page's mount would; a blank one waits for its format.
   * Answers the devices mounted; a disk that does not mount stays listed, unmounted.
   */
  async mountMarked(serials: readonly string[]): Promise<string[]> {
    const mounted: string[] = [];
    for (const bay of await this.options.bays.list()) {
      if (!bay.serial || !serials.includes(bay.serial) || bay.state !== 'present' || !bay.device) continue;
      try {
        const disk = await this.info(bay.device);
        if (!disk.partitions.some((part) => part.fs && part.uuid)) continue;
        const part = await this.mount(bay.device);
        mounted.push(part.dev);
      } catch {
        // Left for the page: the disk is listed and its mount can be asked again.
      }
    }
    return mounted;
  }

  /**
   * A bay disk marked external was chosen to be mounted as one (mode B's extmountdisk): once its
   * format is done it is mounted as `mountMarked` would have, had it carried a filesystem. A USB
   * disk formatted from the storage manager stays as the page left it.
   */
  private async mountAfterFormat(state: string, serial: string | null): Promise<void> {
    if (state !== 'done' || !serial || !this.options.marked?.(serial)) return;
    await this.mountMarked([serial]);
  }

  async info(dev: string): Promise<ExternalDisk> {
    const { disk } = await this.externalDisk(dev);
    return disk;
  }

  /** Checks everything first, then runs the format as a job of kind `format`. */
  async format(dev: string, fs: string, label: string): Promise<{ jobId: string }> {
    const problems = validateExternalFormat(fs, label);
    if (problems.length > 0) throw StorageError.invalid(problems);
    const { disk, name } = await this.externalDisk(dev);
    if (disk.partitions.some((part) => part.mounted) || mountPointsOf(name).length > 0)
      throw new StorageError(Code.externalMounted, { device: disk.dev });
    if (this.formatting.has(name)) throw new StorageError(Code.externalMounted, { device: disk.dev });
    this.formatting.add(name);
    try {
      const job = this.options.jobs.start(
        { kind: 'format', poolId: null, description: 'partition' },
        (context) =>
          this.runFormat(
            context,
            name,
            fs as ExternalFilesystem,
            storedLabel(fs as ExternalFilesystem, label),
          ),
      );
      void this.options.jobs
        .whenFinished(job.id)
        .finally(() => this.formatting.delete(name))
        .then((finished) => this.mountAfterFormat(finished.state, disk.serial))
        .catch(() => undefined);
      return { jobId: job.id };
    } catch (error) {
      this.formatting.delete(name);
      throw error;
    }
  }

  /** A format of this whole disk (`sdb`, `loop3`) is under way. */
  isFormatting(name: string): boolean {
    return this.formatting.has(name);
  }

  /** Mounts the disk's first partition with a filesystem (or the one named) at `<data>/external/<uuid>`. */
  async mount(dev: string): Promise<ExternalPartition> {
    const { disk, name } = await this.externalDisk(dev);
    if (this.formatting.has(name)) throw new StorageError(Code.externalMounted, { device: disk.dev });
    const asked = resolveBlockDevice(dev).name;
    const part =
      asked === name
        ? disk.partitions.find((p) => p.fs)
        : disk.partitions.find((p) => p.dev === `/dev/${asked}`);
    if (!part?.fs || !part.uuid) throw new StorageError(Code.externalNoFilesystem, { device: dev });
    if (part.mounted) return part;
    const point = join(this.mountRoot, part.uuid);
    mkdirSync(point, { recursive: true });
    try {
      const [command, args] = mountCommand(part.fs, part.dev, point);
      await exec(command, args);
    } catch (error) {
      rmdirSync(point);
      throw new StorageError(Code.externalMountFailed, { reason: failure(error) });
    }
    return { ...part, mounted: true, mountPoint: point };
  }

  /** Unmounts every partition of the disk (or the partition named) that is mounted. */
  async umount(dev: string): Promise<{ dev: string; unmounted: string[] }> {
    const { disk, name } = await this.externalDisk(dev);
    const asked = resolveBlockDevice(dev).name;
    const parts = disk.partitions.filter((p) => asked === name || p.dev === `/dev/${asked}`);
    const points = parts.flatMap((p) => this.pointsOf(p.dev.slice('/dev/'.length), p.uuid));
    if (points.length === 0) throw new StorageError(Code.externalNotMounted, { device: dev });
    for (const point of points) await this.unmountPoint(point);
    return { dev: disk.dev, unmounted: points };
  }

  /** Power-off, before the bays detach: unmounts whatever is mounted under `<data>/external`. */
  async unmountAll(): Promise<string[]> {
    const done: string[] = [];
    for (const bay of await this.options.bays.list()) {
      if (!this.isExternal(bay.devType, bay.serial) || !bay.device) continue;
      const name = bay.device.slice('/dev/'.length);
      for (const part of [name, ...partitionsOf(name)]) {
        const uuid = (await probeSignature(`/dev/${part}`)).uuid ?? null;
        for (const point of this.pointsOf(part, uuid)) {
          if (!point.startsWith(this.mountRoot + '/')) continue;
          await this.unmountPoint(point);
          done.push(point);
        }
      }
    }
    return done;
  }

  /**
   * Power-off, before the bays detach: unmounts what is mounted under `<data>/external` (a busy one
   * is left, lazily detached), then drops the partitions parted added to virtual disks' loops, which
   * the kernel would otherwise keep on the loop number after it detaches.
   */
  async powerOff(): Promise<void> {
    try {
      await this.unmountAll();
    } catch {
      for (const point of this.mountedPoints()) await exec('umount', ['-l', point], { okExitCodes: [32] });
    }
    for (const bay of await this.options.bays.list()) {
      if (!this.isExternal(bay.devType, bay.serial) || bay.kind !== 'virtual' || !bay.device) continue;
      if (partitionsOf(bay.device.slice('/dev/'.length)).length === 0) continue;
      await exec('partx', ['-d', bay.device], { okExitCodes: [1] });
    }
  }

  /** Where a partition is mounted; a FUSE driver that names no device (fusefat) is found by its directory. */
  private pointsOf(part: string, uuid: string | null): string[] {
    const points = mountPointsOf(part);
    const own = uuid ? join(this.mountRoot, uuid) : undefined;
    if (own && !points.includes(own) && this.mountedPoints().includes(own)) points.push(own);
    return points;
  }

  private mountedPoints(): string[] {
    return parseMountinfo(readFileSync('/proc/self/mountinfo', 'utf8'))
      .map((entry) => entry.mountPoint)
      .filter((point) => point.startsWith(this.mountRoot + '/'));
  }

  private async unmountPoint(point: string): Promise<void> {
    try {
      await exec('umount', [point]);
    } catch (error) {
      throw new StorageError(Code.externalUnmountFailed, { reason: failure(error) });
    }
    if (point.startsWith(this.mountRoot + '/') && existsSync(point)) rmdirSync(point);
  }

  /**
   * The write guard, then the external rules: the whole disk of `dev` must sit in a USB or eSATA bay
   * (or be a bay disk marked external) and belong to no pool.
   */
  private async externalDisk(dev: string): Promise<{ disk: ExternalDisk; name: string }> {
    const guard = this.options.bays.assertBayDevice(dev);
    const bay = findBaySlot(guard.slot);
    const name = resolveBlockDevice(dev).wholeDisk;
    const view = (await this.options.bays.list()).find((entry) => entry.slot === guard.slot);
    const serial = view?.serial ?? null;
    if (!bay || !this.isExternal(bay.devType, serial))
      throw new StorageError(Code.externalNotExternal, { device: dev });
    if (serial && this.options.isPoolMember(serial))
      throw new StorageError(Code.externalPoolMember, { device: dev });
    const disk = await this.describe(`/dev/${name}`, bay.slot, bay.devType, serial, view?.model ?? null);
    return { disk, name };
  }

  private async describe(
    dev: string,
    slot: string,
    devType: ExternalDevType,
    serial: string | null,
    model: string | null,
  ): Promise<ExternalDisk> {
    const name = dev.slice('/dev/'.length);
    const partitions: ExternalPartition[] = [];
    for (const part of partitionsOf(name)) {
      const signature = await probeSignature(`/dev/${part}`);
      const points = this.pointsOf(part, signature.uuid ?? null);
      partitions.push({
        dev: `/dev/${part}`,
        fs: signature.type ?? null,
        label: signature.label ?? null,
        uuid: signature.uuid ?? null,
        sizeBytes: sizeBytesOf(part),
        mounted: points.length > 0,
        mountPoint: points[0] ?? null,
      });
    }
    return { dev, slot, devType, serial, model, sizeBytes: sizeBytesOf(name), partitions };
  }

  private async runFormat(
    context: JobContext,
    disk: string,
    fs: ExternalFilesystem,
    label: string,
  ): Promise<void> {
    const device = `/dev/${disk}`;
    try {
      context.progress(5, 'wipe');
      for (const part of partitionsOf(disk)) await exec('wipefs', ['-a', `/dev/${part}`]);
      await exec('wipefs', ['-a', device]);
      context.progress(20, 'partition');
      await exec('parted', ['-s', device, 'mklabel', 'gpt', 'mkpart', 'primary', '1MiB', '100%']);
      const partition = `/dev/${firstPartitionName(disk)}`;
      await this.makeVisible(device, partition);
      await exec('wipefs', ['-a', partition]);
      context.progress(40, 'filesystem');
      const [command, args] = mkfsCommand(fs, partition, label);
      await exec(command, args, { timeoutMs: COMMAND_TIMEOUT_MS });
      context.progress(100, 'done');
    } catch (error) {
      throw new StorageError(Code.externalFormatFailed, { reason: failure(error) });
    }
  }

  /**
   * Loop devices of virtual bays attach without partition scanning; parted adds the partition itself,
   * and `partx -a` covers the case where it could not. Then waits for the node.
   */
  private async makeVisible(device: string, partition: string): Promise<void> {
    if (!existsSync(partition)) await exec('partx', ['-a', device], { okExitCodes: [1] });
    const deadline = Date.now() + 5000;
    while (!existsSync(partition)) {
      if (Date.now() > deadline) throw new Error(`the partition ${partition} did not appear`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
