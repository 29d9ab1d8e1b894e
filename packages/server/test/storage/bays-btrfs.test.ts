import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Code } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exec } from '../../src/platform/exec.js';
import type { BayManager } from '../../src/storage/bays/bay-manager.js';
import { loopBacking } from '../../src/storage/bays/loop-devices.js';
import { createBaySandbox, waitUntil, type BaySandbox } from '../support/bay-sandbox.js';

let sandbox: BaySandbox;
let bays: BayManager;
let mountPoint: string;
let members: string[];
beforeEach(async () => {
  sandbox = createBaySandbox();
  bays = sandbox.manager();
  await bays.attachAll();
  members = [
    (await bays.insert('sata1', { size: '1G' })).device!,
    (await bays.insert('sata2', { size: '1G' })).device!,
  ];
  await exec('mkfs.btrfs', ['-q', '-f', '-d', 'raid1', '-m', 'raid1', ...members]);
  mountPoint = join(sandbox.dataDir, 'mnt', 'pool');
  mkdirSync(mountPoint, { recursive: true });
  await exec('mount', [members[0]!, mountPoint]);
});
afterEach(async () => {
  await sandbox.cleanup();
  expect(sandbox.loopsInside()).toEqual([]);
});

/** `btrfs device stats` counters of one member, by name: write_io_errs, corruption_errs … */
async function deviceStats(device: string): Promise<Record<string, number>> {
  const { stdout } = await exec('btrfs', ['device', 'stats', mountPoint]);
  const stats: Record<string, number> = {};
  for (const match of stdout.matchAll(/^\[(\S+)\]\.(\w+)\s+(\d+)$/gm)) {
    if (match[1] === device) stats[match[2]!] = Number(match[3]);
  }
  return stats;
}

function writeData(name: string, bytes: number): string {
  const data = randomBytes(bytes);
  writeFileSync(join(mountPoint, name), data);
  return createHash('sha256').update(data).digest('hex');
}

const digestOf = (name: string) =>
  createHash('sha256')
    .update(readFileSync(join(mountPoint, name)))
    .digest('hex');

describe('virtual bays under a btrfs pool', () => {
  it('fails a member pulled from a mounted pool with real I/O errors while the mirror keeps serving', async () => {
    const before = writeData('before', 8 * 2 ** 20);
    await exec('sync', []);
    await bays.pull('sata2');

    const after = writeData('after', 4 * 2 ** 20);
    await exec('sync', []);
    expect((await deviceStats(members[1]!)).write_io_errs).toBeGreaterThan(0);
    expect(digestOf('before')).toBe(before);
    expect(digestOf('after')).toBe(after);

    await exec('umount', [mountPoint]);
    expect(await waitUntil(() => loopBacking(members[1]!)?.deleted !== true)).toBe(true);
  });

  it('corrupts blocks only while the pool is at rest, and a scrub then finds checksum errors on that disk', async () => {
    const digest = writeData('data', 16 * 2 ** 20);
    await exec('sync', []);
    const refusal = await bays.fail('sata1', 'corrupt').catch((error) => error.code);
    expect(refusal).toBe(Code.diskInUse);

    await exec('umount', [mountPoint]);
    const result = await bays.fail('sata1', 'corrupt');
    expect(result.corruptedBlocks).toBeGreaterThan(0);
    expect(result.failModes).toEqual(['corrupt']);

    await exec('mount', [members[0]!, mountPoint]);
    await exec('btrfs', ['scrub', 'start', '-B', mountPoint], { okExitCodes: [3] });
    const stats = await deviceStats(members[0]!);
    expect(stats.corruption_errs).toBeGreaterThan(0);
    expect((await deviceStats(members[1]!)).corruption_errs).toBe(0);
    expect(digestOf('data')).toBe(digest);
  });
});
