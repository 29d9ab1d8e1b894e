import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { open, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { balanceStatus, cancelBalance, pauseBalance, runBalance } from '../../src/storage/btrfs/balance.js';
import { addDevices, deviceStats, removeDevices } from '../../src/storage/btrfs/device.js';
import { filesystemUsage, resizeDevice, showFilesystem } from '../../src/storage/btrfs/filesystem.js';
import { makeFilesystem } from '../../src/storage/btrfs/make-filesystem.js';
import { totalErrors } from '../../src/storage/btrfs/parse-device-stats.js';
import { readPoolCapacity } from '../../src/storage/btrfs/pool-capacity.js';
import { cancelReplace, replaceStatus, runReplace } from '../../src/storage/btrfs/replace.js';
import { cancelScrub, runScrub, scrubStatus } from '../../src/storage/btrfs/scrub.js';
import { snapshotReadOnly } from '../../src/storage/btrfs/snapshot.js';
import type { PoolType } from '../../src/storage/profiles/raid-profiles.js';
import { LoopScratch } from './loop-scratch.js';

const MiB = 1024 ** 2;
const GiB = 1024 ** 3;

function missingRequirement(): string | undefined {
  if (process.getuid?.() !== 0) return 'needs root for loop devices and mounts';
  for (const tool of ['mkfs.btrfs', 'btrfs', 'losetup', 'mount']) {
    try {
      execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    } catch {
      return `needs ${tool} (btrfs-progs, util-linux)`;
    }
  }
  return undefined;
}

const skipReason = missingRequirement();
if (skipReason) console.warn(`btrfs-live tests skipped: ${skipReason}`);

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const within = (actual: number, expected: number, share: number) =>
  Math.abs(actual - expected) <= expected * share;

/**
 * Writes zeros until btrfs refuses with ENOSPC, or `limit` bytes are in; returns the bytes written.
 * A refused write writes nothing, so the chunk shrinks (16 MiB, 1 MiB, 64 KiB) before giving up.
 */
async function fillUntilFull(dir: string, limit: number): Promise<number> {
  const zeros = Buffer.alloc(16 * MiB);
  let chunk = zeros.length;
  let written = 0;
  for (let index = 0; written < limit; index += 1) {
    const file = await open(join(dir, `fill-${index}.bin`), 'w');
    try {
      for (let inFile = 0; inFile < 256 * MiB && written < limit;) {
        try {
          const { bytesWritten } = await file.write(zeros, 0, Math.min(chunk, limit - written));
          written += bytesWritten;
          inFile += bytesWritten;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOSPC' || chunk <= 64 * 1024) throw error;
          chunk /= 16;
        }
      }
      await file.sync();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOSPC') return written;
      throw error;
    } finally {
      await file.close().catch(() => undefined);
    }
  }
  return written;
}

interface LiveCase {
  type: PoolType;
  imageSizes: number[];
  usable: number;
  data: string;
  metadata: string;
}

const CASES: [string, LiveCase][] = [
  [
    'a raid1 of two disks',
    {
      type: 'raid1',
      imageSizes: [2 * GiB, 2 * GiB + 256 * MiB],
      usable: 2 * GiB,
      data: 'raid1',
      metadata: 'raid1',
    },
  ],
  [
    'a raid5 of three disks',
    {
      type: 'raid5',
      imageSizes: [GiB, GiB, GiB + 256 * MiB],
      usable: 2 * GiB,
      data: 'raid5',
      metadata: 'raid1',
    },
  ],
];

describe.skipIf(skipReason !== undefined)(
  `btrfs pools on loop devices${skipReason ? ` (${skipReason})` : ''}`,
  () => {
    const scratch = new LoopScratch();
    afterEach(() => scratch.teardown());

    it.each(CASES)(
      'builds %s whose capacity matches the profile and the bytes it really takes',
      async (_, { type, imageSizes, usable, data, metadata }) => {
        const devices: string[] = [];
        for (const [index, size] of imageSizes.entries()) {
          devices.push(await scratch.attachImage(`${type}-${index}`, size));
        }
        await makeFilesystem(
          type,
          `live-${type}`,
          devices.map((path, index) => ({ path, size: imageSizes[index]! })),
        );
        let mountPoint = await scratch.mount(devices[0]!, type);

        const shown = await showFilesystem(mountPoint);
        scratch.rememberFilesystem(shown.uuid);
        expect(shown.label).toBe(`live-${type}`);
        expect(shown.devices.map((device) => device.path)).toEqual(devices);
        // mkfs -b: every member holds the smallest disk's size, the larger one included.
        expect(shown.devices.map((device) => device.size)).toEqual(
          imageSizes.map(() => Math.min(...imageSizes)),
        );
        const usage = await filesystemUsage(mountPoint);
        expect(usage.profiles.data).toEqual([data]);
        expect(usage.profiles.metadata).toEqual([metadata]);

        const memberSizes = shown.devices.map((device) => device.size);
        const before = await readPoolCapacity(mountPoint, type, memberSizes);
        expect(within(before.totalSize, usable, 0.02)).toBe(true);
        expect(before.freeSize).toBeLessThanOrEqual(before.totalSize);
        expect(before.freeSize).toBeGreaterThan(usable * 0.5);

        const files = new Map<string, string>();
        for (let index = 0; index < 3; index += 1) {
          const content = randomBytes(4 * MiB);
          const name = `known-${index}.bin`;
          await writeFile(join(mountPoint, name), content);
          files.set(name, sha256(content));
        }

        const scrub = await runScrub(mountPoint);
        expect(scrub).toMatchObject({ state: 'finished', errors: { corrected: 0, uncorrectable: 0 } });
        expect((await scrubStatus(mountPoint)).state).toBe('finished');
        expect((await deviceStats(mountPoint)).map(totalErrors)).toEqual(devices.map(() => 0));
        expect((await balanceStatus(mountPoint)).state).toBe('idle');
        expect((await replaceStatus(mountPoint)).state).toBe('never');

        const free = (await readPoolCapacity(mountPoint, type, memberSizes)).freeSize;
        const written = await fillUntilFull(mountPoint, Math.ceil(free * 1.1));
        // What statfs called free is what the pool really took before it refused more.
        expect(within(written, free, 0.02)).toBe(true);
        expect((await readPoolCapacity(mountPoint, type, memberSizes)).freeSize).toBeLessThan(free * 0.02);

        // Read the known files back from the disks, not the page cache.
        await scratch.unmount(mountPoint);
        mountPoint = await scratch.mount(devices[0]!, type);
        for (const [name, digest] of files) {
          expect(sha256(await readFile(join(mountPoint, name)))).toBe(digest);
        }
      },
      60_000,
    );

    it('grows a raid1 to three copies, replaces a member and snapshots it', async () => {
      const devices: string[] = [];
      for (let index = 0; index < 4; index += 1)
        devices.push(await scratch.attachImage(`grow-${index}`, GiB));
      const [first, second, added, spare] = devices as [string, string, string, string];
      await makeFilesystem('raid1', 'live-grow', [
        { path: first, size: GiB },
        { path: second, size: GiB },
      ]);
      const mountPoint = await scratch.mount(first, 'grow');
      scratch.rememberFilesystem((await showFilesystem(mountPoint)).uuid);
      const content = randomBytes(32 * MiB);
      await writeFile(join(mountPoint, 'known.bin'), content);

      // Nothing runs yet: stopping is already done.
      expect(await cancelBalance(mountPoint)).toBe(false);
      expect(await pauseBalance(mountPoint)).toBe(false);
      expect(await cancelScrub(mountPoint)).toBe(false);
      expect(await cancelReplace(mountPoint)).toBe(false);

      await addDevices(mountPoint, [added]);
      expect((await showFilesystem(mountPoint)).devices).toHaveLength(3);
      await removeDevices(mountPoint, [added]);
      expect((await showFilesystem(mountPoint)).devices).toHaveLength(2);

      await addDevices(mountPoint, [added]);
      const result = await runBalance(mountPoint, { data: 'raid1c3', metadata: 'raid1c3' });
      expect(result.outcome).toBe('done');
      const usage = await filesystemUsage(mountPoint);
      expect(usage.profiles).toMatchObject({ data: ['raid1c3'], metadata: ['raid1c3'] });
      expect(usage.dataRatio).toBe(3);

      await resizeDevice(mountPoint, 3, GiB - 64 * MiB);
      expect((await showFilesystem(mountPoint)).devices[2]).toMatchObject({ devid: 3, size: GiB - 64 * MiB });

      await runReplace(mountPoint, 1, spare);
      expect(await replaceStatus(mountPoint)).toMatchObject({ state: 'finished', writeErrors: 0 });
      expect((await showFilesystem(mountPoint)).devices.map((device) => device.path)).toEqual([
        spare,
        second,
        added,
      ]);

      await snapshotReadOnly(mountPoint, join(mountPoint, 'snapshot'));
      expect(sha256(await readFile(join(mountPoint, 'snapshot', 'known.bin')))).toBe(sha256(content));
      await expect(writeFile(join(mountPoint, 'snapshot', 'new.bin'), 'x')).rejects.toThrow(
        /EROFS|read-only/,
      );
    }, 60_000);
  },
);
