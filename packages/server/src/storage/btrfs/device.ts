import { UNTIL_DONE, SETUP_TIMEOUT_MS, btrfs } from './btrfs-command.js';
import { parseDeviceStats, type DeviceErrors } from './parse-device-stats.js';

export async function deviceStats(mountPoint: string): Promise<DeviceErrors[]> {
  const { stdout } = await btrfs(['device', 'stats', mountPoint]);
  return parseDeviceStats(stdout);
}

/** Adds disks to a mounted pool; the data spreads onto them only with a balance afterwards. */
export async function addDevices(mountPoint: string, devices: readonly string[]): Promise<void> {
  await btrfs(['device', 'add', '-f', ...devices, mountPoint], { timeoutMs: SETUP_TIMEOUT_MS });
}

/** Removes members (paths, or devids for missing ones); btrfs first moves their data elsewhere. */
export async function removeDevices(mountPoint: string, devices: readonly (string | number)[]) {
  await btrfs(['device', 'remove', ...devices.map(String), mountPoint], { timeoutMs: UNTIL_DONE });
}
