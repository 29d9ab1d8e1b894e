import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exec } from '../../src/platform/exec.js';

/**
 * Caps how fast btrfs scrubs each member of the filesystem mounted at `mountPoint` (bytes per
 * second, 0 for no cap), so a test can catch a scrub while it runs. The cap stays with the
 * filesystem's devices in the kernel, also across a remount: set it back to 0.
 */
export async function capScrubSpeed(mountPoint: string, bytesPerSecond: number): Promise<void> {
  const { stdout } = await exec('findmnt', ['-n', '-o', 'UUID', mountPoint]);
  const devinfo = join('/sys/fs/btrfs', stdout.trim(), 'devinfo');
  for (const devid of readdirSync(devinfo)) {
    writeFileSync(join(devinfo, devid, 'scrub_speed_max'), String(bytesPerSecond));
  }
}
