import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Code } from '@coffer/contract';
import { ExecError, exec } from '../../platform/exec.js';
import { parseMountinfo } from '../bays/system-disk.js';
import { StorageError } from '../storage-error.js';

/** ARCHITECTURE "Data directory": `<data>/mnt/<pool-id>/`. */
export function mountPointOf(dataDir: string, poolId: string): string {
  return join(dataDir, 'mnt', poolId);
}

export async function isMounted(mountPoint: string): Promise<boolean> {
  return (await mountPoints()).has(mountPoint);
}

/** Every mount point of the host now: one read of the mount table. */
export async function mountPoints(): Promise<Set<string>> {
  const entries = parseMountinfo(await readFile('/proc/self/mountinfo', 'utf8'));
  return new Set(entries.map((entry) => entry.mountPoint));
}

/** mount's closing hint, which says nothing of the failure itself. */
const MOUNT_HINT = /dmesg\(1\) may have more information/;

/** The last line btrfs or mount printed, but mount's hint to read dmesg: the reason a person can read. */
export function commandReason(error: unknown): string {
  if (error instanceof ExecError) {
    const lines = error.result.stderr
      .trim()
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !MOUNT_HINT.test(line));
    return (lines.at(-1) ?? `exit ${error.result.exitCode}`).slice(0, 200);
  }
  return error instanceof Error ? error.message.slice(0, 200) : String(error);
}

/**
 * Mounts a pool from its members. Naming every member (`device=`) lets the kernel assemble the
 * filesystem without scanning every block device of the host.
 */
export async function mountPool(
  mountPoint: string,
  devices: readonly string[],
  extraOptions: readonly string[] = [],
): Promise<void> {
  await mkdir(mountPoint, { recursive: true });
  const options = [...extraOptions, ...devices.map((device) => `device=${device}`)].join(',');
  try {
    await exec('mount', ['-t', 'btrfs', '-o', options, devices[0]!, mountPoint]);
  } catch (error) {
    // "mount: <mount point>: wrong fs type, …": the mount point is the pool's, known already.
    throw new StorageError(Code.poolMountFailed, {
      reason: commandReason(error).replace(/^mount: [^:]+: /, ''),
    });
  }
}

export async function unmountPool(mountPoint: string): Promise<void> {
  try {
    await exec('umount', [mountPoint]);
  } catch (error) {
    if (error instanceof ExecError && /busy/i.test(error.result.stderr)) {
      throw new StorageError(Code.poolInUse);
    }
    throw error;
  }
}
