import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Code, type DeviceRemoval } from '@coffer/contract';
import { exec } from '../../platform/exec.js';
import type { BayManager } from '../bays/bay-manager.js';
import { StorageError } from '../storage-error.js';
import type { ExternalDisks } from './external-disks.js';
import { partitionsOf } from './external-devices.js';

export interface ExternalRemovalOptions {
  external: ExternalDisks;
  bays: BayManager;
  /** Where the kernel lists block devices; `<name>/device/delete` lets a SCSI or USB disk go. */
  sysBlock?: string;
}

/**
 * Safely removes an external disk (`/device/remove`, SET-DEV-03): the external-disk rules and the
 * unmount of `/zspool/external/umount`, then a flush, then the disk is let go: a real disk through
 * the kernel's `device/delete`, a virtual bay's disk pulled from its bay with its image kept
 * (docs/decisions.md, issue 17). A disk in a pool, in no USB or eSATA bay, being formatted or busy
 * answers the engine's code and stays as it was.
 */
export class ExternalRemoval {
  private readonly sysBlock: string;

  constructor(private readonly options: ExternalRemovalOptions) {
    this.sysBlock = options.sysBlock ?? '/sys/block';
  }

  async remove(target: { dev?: string; uuid?: string }): Promise<DeviceRemoval> {
    const { external, bays } = this.options;
    const disk = await external.info(target.dev ?? (await this.deviceOfUuid(target.uuid!)));
    const name = disk.dev.slice('/dev/'.length);
    if (external.isFormatting(name)) throw new StorageError(Code.externalMounted, { device: disk.dev });
    const unmounted = disk.partitions.some((part) => part.mounted)
      ? (await external.umount(disk.dev)).unmounted
      : [];
    await this.flush(disk.dev);
    const bay = (await bays.list()).find((view) => view.slot === disk.slot);
    if (bay?.kind === 'virtual') {
      // The kernel keeps partitions parted added to a loop after it detaches: drop them first.
      if (partitionsOf(name).length > 0) await exec('partx', ['-d', disk.dev], { okExitCodes: [1] });
      await bays.pull(disk.slot);
      return { dev: disk.dev, unmounted, detached: 'pulled' };
    }
    const deleteFile = join(this.sysBlock, name, 'device', 'delete');
    if (!existsSync(deleteFile))
      throw new StorageError(Code.deviceRemoveFailed, { reason: `${deleteFile} is missing` });
    try {
      writeFileSync(deleteFile, '1');
    } catch (error) {
      throw new StorageError(Code.deviceRemoveFailed, { reason: (error as Error).message });
    }
    return { dev: disk.dev, unmounted, detached: 'deleted' };
  }

  private async deviceOfUuid(uuid: string): Promise<string> {
    for (const disk of await this.options.external.list())
      if (disk.partitions.some((part) => part.uuid === uuid)) return disk.dev;
    throw new StorageError(Code.deviceRemoveUnknown, { uuid });
  }

  private async flush(dev: string): Promise<void> {
    try {
      await exec('blockdev', ['--flushbufs', dev]);
    } catch (error) {
      throw new StorageError(Code.deviceRemoveFailed, { reason: (error as Error).message });
    }
  }
}
