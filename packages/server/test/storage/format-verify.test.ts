import { Code, type StorageProblemInfo } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import {
  insertDisks,
  ownerToken,
  passPasswordCheck,
  signatures,
  startPoolDevice,
  waitForJob,
} from '../support/pool-device.js';
import type { TestDevice } from '../support/test-device.js';

let sandbox: BaySandbox;
let test: TestDevice | undefined;
beforeEach(() => {
  sandbox = createBaySandbox();
});
afterEach(async () => {
  await tearDownSandbox(sandbox, test);
  test = undefined;
});

interface Verified {
  problems: StorageProblemInfo[];
}

describe('/zspool/format/verify over real disks', () => {
  it('answers the problems exec refuses with, and leaves the disks untouched', async () => {
    test = await startPoolDevice(sandbox);
    const token = await ownerToken(test);
    const [big1, big2, small] = await insertDisks(test, { sata1: '120G', sata2: '120G', sata3: '50G' });
    const call = <T>(path: string, body: Record<string, unknown>) =>
      test!.post<T>(path, body, { token, json: true, headers: { 'accept-language': 'en' } });

    // RAID5 needs three disks, and one of the two chosen is below 100 GiB.
    const bad = {
      action: 'new',
      protocol: 'protsata',
      raidtype: 'raid5',
      name: 'Tank',
      sys: [big1!.serial, small!.serial],
    };
    const verified = await call<Verified>('/zspool/format/verify', bad);
    expect(verified.data.problems).toEqual([
      { field: 'sys', code: Code.disksNeeded, message: '1 more disk(s) are needed to form the pool' },
      { field: 'sys.1', code: Code.diskTooSmall, message: 'Choose disks of at least 100GB' },
    ]);
    await passPasswordCheck(test, token);
    const refused = await call<{ errors: StorageProblemInfo[] }>('/zspool/format/exec', bad);
    expect([refused.code, refused.message]).toEqual([Code.disksNeeded, verified.data.problems[0]!.message]);
    expect(refused.data.errors).toEqual(verified.data.problems);

    // A request the engine would accept answers no problem, and verify starts nothing.
    const good = { ...bad, raidtype: 'raid1', sys: [big1!.serial, big2!.serial] };
    expect((await call<Verified>('/zspool/format/verify', good)).data).toEqual({ problems: [] });
    expect(test.device.jobs.latest('format')).toBeUndefined();
    expect(test.device.jobs.unfinished()).toEqual([]);
    expect(await test.device.pools.info()).toMatchObject({ zspool: { normal: [], super: [] } });
    for (const disk of [big1, big2, small]) expect(await signatures(disk!.device)).toEqual([]);

    // The same request through exec makes the pool; verify then sees its disks taken.
    await passPasswordCheck(test, token);
    const created = await call<{ jobId: string; poolId: string }>('/zspool/format/exec', good);
    expect(created.success).toBe(true);
    expect(await waitForJob(test, token, created.data.jobId)).toMatchObject({ state: 'done' });
    const again = await call<Verified>('/zspool/format/verify', good);
    expect(again.data.problems.map((problem) => [problem.field, problem.code])).toEqual([
      ['sys.0', Code.diskNotFree],
      ['sys.1', Code.diskNotFree],
      ['name', Code.poolNameTaken],
    ]);

    // Expansion of that raid1 by a disk below its smallest member: verify and exec agree.
    const dilate = { action: 'dilate', pid: created.data.poolId, sys: [small!.serial] };
    const grow = await call<Verified>('/zspool/format/verify', dilate);
    expect(grow.data.problems.map((problem) => [problem.field, problem.code])).toEqual([
      ['sys.0', Code.diskTooSmall],
    ]);
    await passPasswordCheck(test, token);
    const growRefused = await call<{ errors: StorageProblemInfo[] }>('/zspool/format/exec', dilate);
    expect(growRefused.data.errors).toEqual(grow.data.problems);
    expect(await signatures(small!.device)).toEqual([]);
  }, 60_000);
});
