import { exec } from '../../platform/exec.js';

/**
 * Erases the btrfs signatures of a pool's members, each only after the write guard has accepted
 * it, and makes the kernel forget the filesystem they held, so a later pool on the same devices
 * never meets a stale member. Answers the devices it could not wipe, with the reason.
 */
export async function wipeMembers(
  devices: readonly string[],
  guard: (device: string) => unknown,
): Promise<{ device: string; reason: string }[]> {
  const failed: { device: string; reason: string }[] = [];
  for (const device of devices) {
    try {
      guard(device);
      await exec('wipefs', ['-a', '-q', device]);
    } catch (error) {
      failed.push({ device, reason: error instanceof Error ? error.message : String(error) });
      continue;
    }
    await exec('btrfs', ['device', 'scan', '--forget', device]).catch(() => undefined);
  }
  return failed;
}
