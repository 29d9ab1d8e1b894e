import { Code, type ScrubStatusInfo } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { insertDisks, ownerToken, startPoolDevice } from '../support/pool-device.js';
import { formatExec, readDigests, writeFiles } from '../support/pool-files.js';
import type { TestDevice } from '../support/test-device.js';
import { scrubToEnd } from '../support/fault-checks.js';

let sandbox: BaySandbox;
let test: TestDevice | undefined;
beforeEach(() => {
  sandbox = createBaySandbox();
});
afterEach(async () => {
  await tearDownSandbox(sandbox, test);
  test = undefined;
});

describe('scrub', () => {
  it('repairs blocks corrupted on one RAID1 member from the other copy, and then finds nothing', async () => {
    test = await startPoolDevice(sandbox);
    let token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    const { poolId, job } = await formatExec(test, token, {
      action: 'new',
      protocol: 'protsata',
      raidtype: 'raid1',
      sys: disks.map((disk) => disk.serial),
    });
    expect(job.state).toBe('done');
    const before = await writeFiles(test.device.pools.mountPoint(poolId), 8, 4 * 2 ** 20);

    // At rest: the daemon stops (unmounts), one member's data blocks are overwritten.
    await test.close();
    const corrupted = await sandbox.manager().fail('sata2', 'corrupt');
    expect(corrupted.corruptedBlocks).toBeGreaterThan(0);

    test = await startPoolDevice(sandbox);
    token = await ownerToken(test, false);
    const first = await scrubToEnd(test, token, poolId);
    expect(first).toMatchObject({ state: 'finished', percent: 100 });
    expect(first.errors.corrected).toBeGreaterThan(0);
    expect(first.errors.uncorrectable).toBe(0);
    expect(first.errors.found).toBeGreaterThanOrEqual(first.errors.corrected);
    expect(first.total_bytes).toBeGreaterThan(32 * 2 ** 20);
    expect(first.finished).toBeGreaterThanOrEqual(first.started!);
    const scrubJob = test.device.jobs.get(first.jobId!);
    expect(scrubJob).toMatchObject({ kind: 'scrub', poolId, state: 'done', percent: 100 });

    expect(readDigests(test.device.pools.mountPoint(poolId), before.keys())).toEqual(before);
    const second = await scrubToEnd(test, token, poolId);
    expect(second).toMatchObject({ state: 'finished', errors: { found: 0, corrected: 0, uncorrectable: 0 } });
  });

  it('keeps a scrub schedule across a restart, refuses an unmounted or unknown pool', async () => {
    test = await startPoolDevice(sandbox);
    let token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    const { poolId } = await formatExec(test, token, {
      action: 'new',
      protocol: 'protsata',
      raidtype: 'raid1',
      sys: disks.map((disk) => disk.serial),
    });
    const set = await test.post(
      '/zspool/scrub/timer',
      { pid: poolId, enabled: true, interval: 'monthly', day: 3, hour: 4 },
      { token, json: true },
    );
    expect(set.data).toMatchObject({ pid: poolId, enabled: true, interval: 'monthly', day: 3, hour: 4 });
    const invalid = await test.post(
      '/zspool/scrub/timer',
      { pid: poolId, enabled: true, interval: 'weekly', hour: 4 },
      { token, json: true },
    );
    expect(invalid.code).toBe(Code.scrubTimerInvalid);
    expect((await test.post('/zspool/scrub/start', { pid: 'pool-none' }, { token, json: true })).code).toBe(
      Code.poolNotFound,
    );

    await test.close();
    await sandbox.manager().pull('sata2');
    test = await startPoolDevice(sandbox);
    token = await ownerToken(test, false);
    const status = await test.post<ScrubStatusInfo>(
      '/zspool/scrub/status',
      { pid: poolId },
      { token, json: true },
    );
    expect(status.data).toMatchObject({
      state: 'never',
      timer: { enabled: true, interval: 'monthly', day: 3, hour: 4 },
    });
    const next = new Date(status.data.timer.next_run!);
    expect([next.getDate(), next.getHours(), next.getMinutes()]).toEqual([3, 4, 0]);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    // The pool waits for its missing disk: nothing to scrub.
    expect((await test.post('/zspool/scrub/start', { pid: poolId }, { token, json: true })).code).toBe(
      Code.poolNotMounted,
    );
  });
});
