import { describe, expect, it } from 'vitest';
import { createSataPool, poolInfo, waitForStatus } from '../support/degraded-pool.js';
import { insertDisks, ownerToken } from '../support/pool-device.js';
import type { TestDevice } from '../support/test-device.js';
import { useSandboxedDevice } from '../support/sandboxed-device.js';

const sandboxed = useSandboxedDevice();

/** Counts the pool service's observations (mount table, btrfs device stats, statfs per pool). */
function countObservations(device: TestDevice['device']): { count: number } {
  const counter = { count: 0 };
  const observe = device.pools.info.bind(device.pools);
  device.pools.info = () => {
    counter.count += 1;
    return observe();
  };
  return counter;
}

describe('/zspool/info from the last observation', () => {
  it('answers many calls without observing again, yet shows a change at once and a pull within 3 s', async () => {
    const test = await sandboxed.start();
    const token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    const { poolId, job } = await createSataPool(test, token, 'raid1', [disks[0]!.serial, disks[1]!.serial]);
    expect(job.state).toBe('done');
    // The creation's end is seen by the first call after it.
    expect(await poolInfo(test, token, poolId)).toMatchObject({ status: 'ok', has_mount: 1 });

    const observations = countObservations(test.device);
    await Promise.all(Array.from({ length: 50 }, () => poolInfo(test!, token, poolId)));
    // Observed per call, 50 calls made 50 observations; a pool just created may still see a health
    // look and one re-observation after the disk events of its creation settle, and the system
    // alerts' 10 s check observes too.
    expect(observations.count).toBeLessThanOrEqual(3);

    const renamed = await test.post(
      '/zspool/rename/pool',
      { id: poolId, name: 'Photos' },
      { token, json: true },
    );
    expect(renamed.success).toBe(true);
    expect(await poolInfo(test, token, poolId)).toMatchObject({ name: 'Photos' });

    await test.device.bays.pull('sata2');
    const { elapsedMs } = await waitForStatus(test, token, poolId, 'degraded', 3000);
    expect(elapsedMs).toBeLessThan(3000);
  });
});
