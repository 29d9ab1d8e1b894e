import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exec } from '../../src/platform/exec.js';

/**
 * Sparse images on loop devices and their mounts for one test, torn down exactly: the mounts it
 * made, then the loop devices backed by its own images (found by image, so a device it attached is
 * detached even if recording it failed), never any other loop device.
 */
export class LoopScratch {
  private readonly images: string[] = [];
  private readonly mounts: string[] = [];
  private readonly uuids: string[] = [];
  private dir: string | undefined;

  async directory(): Promise<string> {
    this.dir ??= await mkdtemp(join(tmpdir(), 'coffer-btrfs-live-'));
    return this.dir;
  }

  /** A sparse image of `bytes`, not attached; teardown detaches whatever loop it ends up on. */
  async createImage(name: string, bytes: number): Promise<string> {
    const image = join(await this.directory(), `${name}.img`);
    await writeFile(image, '', { flag: 'wx' });
    await truncate(image, bytes);
    this.images.push(image);
    return image;
  }

  /** A sparse image of `bytes` attached to a free loop device; returns the device path. */
  async attachImage(name: string, bytes: number): Promise<string> {
    const image = await this.createImage(name, bytes);
    const { stdout } = await exec('losetup', ['--find', '--show', image]);
    return stdout.trim();
  }

  async mount(device: string, name: string, options: string[] = []): Promise<string> {
    const mountPoint = join(await this.directory(), 'mnt', name);
    await mkdir(mountPoint, { recursive: true });
    this.mounts.push(mountPoint);
    await exec('mount', [...(options.length > 0 ? ['-o', options.join(',')] : []), device, mountPoint]);
    return mountPoint;
  }

  async unmount(mountPoint: string): Promise<void> {
    await exec('umount', [mountPoint]);
  }

  /** btrfs-progs keeps a scrub record per filesystem under /var/lib/btrfs; ours go at teardown. */
  rememberFilesystem(uuid: string): void {
    this.uuids.push(uuid);
  }

  async teardown(): Promise<void> {
    const problems: string[] = [];
    for (const mountPoint of [...this.mounts].reverse()) {
      const mounted = await exec('mountpoint', ['-q', mountPoint], { okExitCodes: [1, 32] });
      if (mounted.exitCode !== 0) continue;
      await exec('umount', [mountPoint]).catch(async (error: unknown) => {
        problems.push(String(error));
        await exec('umount', ['-l', mountPoint]).catch(() => undefined);
      });
    }
    for (const image of this.images) {
      const { stdout } = await exec('losetup', ['-j', image, '-n', '-O', 'NAME']).catch(() => ({
        stdout: '',
      }));
      for (const device of stdout
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)) {
        await exec('btrfs', ['device', 'scan', '--forget', device]).catch(() => undefined);
        await exec('losetup', ['-d', device]).catch((error: unknown) => problems.push(String(error)));
      }
    }
    for (const uuid of this.uuids) {
      await rm(`/var/lib/btrfs/scrub.status.${uuid}`, { force: true });
      await rm(`/var/lib/btrfs/scrub.progress.${uuid}`, { force: true });
    }
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
    this.images.length = 0;
    this.mounts.length = 0;
    this.uuids.length = 0;
    this.dir = undefined;
    if (problems.length > 0) throw new Error(`teardown: ${problems.join('; ')}`);
  }
}
