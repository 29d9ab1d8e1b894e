/**
 * The pool the kill rows of a long pool job start from: a RAID1 of two disks, a third blank disk,
 * files whose digests are kept, and enough allocated extents that moving them takes a while.
 */
import { expect } from 'vitest';
import { exec } from '../../src/platform/exec.js';
import type { DaemonProcess } from './daemon-process.js';
import { readDigests, writeFiles } from './pool-files.js';

const MiB = 2 ** 20;

export interface BusyRaid1 {
  token: string;
  /** The serials of sata1 and sata2 (the pool) and sata3 (blank). */
  serials: [string, string, string];
  poolId: string;
  mountPoint: string;
  files: Map<string, string>;
}

/** Starts the daemon and makes the pool; `bulk` is the size of the allocated file (`fallocate -l`). */
export async function startBusyRaid1(daemon: DaemonProcess, bulk: string): Promise<BusyRaid1> {
  await daemon.start();
  const token = await daemon.token();
  const serials = (await daemon.insertDisks(token, {
    sata1: '100G',
    sata2: '100G',
    sata3: '100G',
  })) as [string, string, string];
  const poolId = await daemon.createPool(token, 'raid1', serials.slice(0, 2));
  const mountPoint = daemon.mountPoint(poolId);
  const files = await writeFiles(mountPoint, 8, 8 * MiB);
  await exec('fallocate', ['-l', bulk, `${mountPoint}/reserved.bin`]);
  await exec('sync', ['-f', mountPoint]);
  return { token, serials, poolId, mountPoint, files };
}

/** A scrub finds nothing uncorrectable, no device error counter grew, and every file reads back. */
export async function expectScrubbedIntact(mountPoint: string, files: ReadonlyMap<string, string>) {
  const { stdout: scrub } = await exec('btrfs', ['scrub', 'start', '-B', '-R', mountPoint]);
  expect(scrub).toMatch(/uncorrectable_errors: 0/);
  // Exit 64 when a counter is not zero.
  expect((await exec('btrfs', ['device', 'stats', '--check', mountPoint])).exitCode).toBe(0);
  expect(readDigests(mountPoint, files.keys())).toEqual(files);
}

/** The block group profiles of a mounted filesystem (data, metadata, system), as `btrfs filesystem df` names them. */
export async function profilesOf(mountPoint: string): Promise<Set<string>> {
  const { stdout } = await exec('btrfs', ['filesystem', 'df', mountPoint]);
  return new Set([...stdout.matchAll(/^(Data|Metadata|System), (\w+):/gm)].map((match) => match[2]!));
}
