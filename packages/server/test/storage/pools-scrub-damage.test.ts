import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { exec } from '../../src/platform/exec.js';
import { describe, expect, it } from 'vitest';
import { createSataPool, poolInfo } from '../support/degraded-pool.js';
import { insertDisks, ownerToken } from '../support/pool-device.js';
import { writeFiles } from '../support/pool-files.js';
import { useSandboxedDevice } from '../support/sandboxed-device.js';
import { scrubToEnd } from '../support/fault-checks.js';

const sandboxed = useSandboxedDevice();

describe('a scrub that finds uncorrectable errors', () => {
  it('makes the pool damage with a storage message, across a restart, until a clean scrub', async () => {
    let test = await sandboxed.start();
    let token = await ownerToken(test);
    const [disk] = await insertDisks(test, { sata1: '100G' });
    const { poolId } = await createSataPool(test, token, 'basic', [disk!.serial]);
    const files = await writeFiles(test.device.pools.mountPoint(poolId), 8, 4 * 2 ** 20);

    // A basic pool keeps one copy of its data: corrupted blocks cannot be repaired.
    await sandboxed.close();
    expect((await sandboxed.sandbox.manager().fail('sata1', 'corrupt')).corruptedBlocks).toBeGreaterThan(0);
    test = await sandboxed.start();
    token = await ownerToken(test, false);
    expect(await poolInfo(test, token, poolId)).toMatchObject({ status: 'ok' });

    const found = await scrubToEnd(test, token, poolId);
    expect(found.state).toBe('finished');
    expect(found.errors.uncorrectable).toBeGreaterThan(0);
    expect(await poolInfo(test, token, poolId)).toMatchObject({ status: 'damage', missingNum: 0 });
    expect(test.device.disks.messages.list('pool_msg')).toContainEqual(
      expect.objectContaining({
        pid: poolId,
        data: expect.objectContaining({
          event: 'scrub_uncorrectable',
          uncorrectable: found.errors.uncorrectable,
        }),
      }),
    );

    await sandboxed.close();
    test = await sandboxed.start();
    token = await ownerToken(test, false);
    expect(await poolInfo(test, token, poolId)).toMatchObject({ status: 'damage' });

    // The owner deletes the damaged files; a scrub that finds nothing clears the damage.
    const mountPoint = test.device.pools.mountPoint(poolId);
    for (const name of files.keys()) rmSync(join(mountPoint, name));
    await exec('btrfs', ['filesystem', 'sync', mountPoint]);
    const clean = await scrubToEnd(test, token, poolId);
    expect(clean).toMatchObject({ state: 'finished', errors: { uncorrectable: 0 } });
    expect(await poolInfo(test, token, poolId)).toMatchObject({ status: 'ok' });
    const uncorrectable = test.device.disks.messages
      .list('pool_msg')
      .filter((message) => message.data.event === 'scrub_uncorrectable');
    expect(uncorrectable).toHaveLength(1);
  }, 120_000);
});
