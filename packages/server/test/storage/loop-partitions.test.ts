import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { exec } from '../../src/platform/exec.js';
import { attachLoop, detachLoop } from '../../src/storage/bays/loop-devices.js';
import { LoopScratch } from './loop-scratch.js';

const MIB = 2 ** 20;
const scratch = new LoopScratch();
afterEach(() => scratch.teardown());

function partitionNode(device: string): string {
  return `${device}p1`;
}

describe('partitions on virtual disks’ loop devices', () => {
  it('shows a partitioned image’s partition when it is attached, and none once it is detached', async () => {
    const image = await scratch.createImage('partitioned', 64 * MIB);
    const first = await attachLoop(image);
    await exec('parted', ['-s', first, 'mklabel', 'gpt', 'mkpart', 'primary', '1MiB', '100%']);
    await detachLoop(first);
    expect(existsSync(partitionNode(first))).toBe(false);

    const again = await attachLoop(image);
    expect(existsSync(partitionNode(again))).toBe(true);
    await detachLoop(again);
  });

  it('does not give a blank disk the partition a loop number kept from its last disk', async () => {
    const old = await scratch.attachImage('old', 64 * MIB);
    await exec('parted', ['-s', old, 'mklabel', 'gpt', 'mkpart', 'primary', '1MiB', '100%']);
    // A plain detach, as before this fix or after a crash: the kernel keeps the node on the number.
    await exec('losetup', ['-d', old]);
    expect(existsSync(partitionNode(old))).toBe(true);

    const blank = await attachLoop(await scratch.createImage('blank', 64 * MIB));
    expect(blank).toBe(old);
    expect(existsSync(partitionNode(blank))).toBe(false);
  });
});
