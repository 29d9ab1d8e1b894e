import { readFile, realpath } from 'node:fs/promises';
import { basename } from 'node:path';
import { deviceStats } from '../btrfs/device.js';
import { showFilesystem } from '../btrfs/filesystem.js';
import { totalErrors } from '../btrfs/parse-device-stats.js';
import type { UsedDevice } from './pool-status.js';

/** Bytes of a block device now, from sysfs (512-byte sectors); 0 when it is gone or empty. */
export async function blockDeviceBytes(path: string): Promise<number> {
  try {
    const name = basename(await realpath(path));
    const sectors = await readFile(`/sys/class/block/${name}/size`, 'utf8');
    return Number(sectors.trim()) * 512 || 0;
  } catch {
    return 0;
  }
}

/**
 * The devices a mounted pool's btrfs really uses: `filesystem show` by devid and path, each with
 * its error counters (`device stats`) and the size its block device has now. null when btrfs
 * cannot be asked (the pool is then judged from its bays alone).
 */
export async function observeUsedDevices(mountPoint: string): Promise<UsedDevice[] | null> {
  const [shown, stats] = await Promise.all([
    showFilesystem(mountPoint).catch(() => null),
    deviceStats(mountPoint).catch(() => []),
  ]);
  if (!shown) return null;
  return Promise.all(
    shown.devices.map(async (device) => {
      const counters = stats.find((entry) =>
        device.path ? entry.path === device.path : entry.devid === device.devid,
      );
      return {
        devid: device.devid,
        path: device.missing ? null : device.path,
        bytes: device.path && !device.missing ? await blockDeviceBytes(device.path) : 0,
        errors: counters ? totalErrors(counters) : 0,
      };
    }),
  );
}
