import { Code, Role } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { createSataPool, poolInfo } from '../support/degraded-pool.js';
import { insertDisks, ownerToken, startPoolDevice } from '../support/pool-device.js';
import { signIn, type TestDevice } from '../support/test-device.js';

let sandbox: BaySandbox;
let test: TestDevice | undefined;
beforeEach(() => {
  sandbox = createBaySandbox();
});
afterEach(async () => {
  await tearDownSandbox(sandbox, test);
  test = undefined;
});

describe('a pool that cannot go on without its disks', () => {
  it('keeps a basic pool whose disk is gone suspended and refuses to mount it', async () => {
    test = await startPoolDevice(sandbox);
    let token = await ownerToken(test);
    const [disk] = await insertDisks(test, { sata1: '120G' });
    const { poolId } = await createSataPool(test, token, 'basic', [disk!.serial]);
    await test.close();
    await sandbox.manager().pull('sata1');

    test = await startPoolDevice(sandbox);
    token = await ownerToken(test, false);
    expect(await poolInfo(test, token, poolId)).toMatchObject({ status: 'suspended', missingNum: 1 });
    const answer = await test.post(
      '/zspool/confirm',
      { id: poolId, option: 'mountpool' },
      { token, json: true },
    );
    expect(answer.code).toBe(Code.poolLossNotTolerated);
    expect(await poolInfo(test, token, poolId)).toMatchObject({ status: 'suspended', has_mount: 0 });
    const other = await test.post('/zspool/confirm', { id: poolId, option: 'init' }, { token, json: true });
    expect(other.code).toBe(Code.confirmOptionUnsupported);
  });

  it('lets only the master decide: an operations administrator gets C100403', async () => {
    test = await startPoolDevice(sandbox);
    await ownerToken(test);
    await test.device.accounts.addUser({ username: 'ops', mainRole: Role.devOps, password: 'Ops-2026xy' });
    const ops = await signIn(test, { username: 'ops', password: 'Ops-2026xy' });
    const answer = await test.post(
      '/zspool/confirm',
      { id: 'pool-x', option: 'mountpool' },
      { token: ops, json: true },
    );
    expect(answer.code).toBe(Code.forbidden);
  });
});
