import { Code, PasswordEvent, type ScrubStatusInfo } from '@coffer/contract';
import { afterAll, expect, it } from 'vitest';
import { createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { insertDisks, ownerToken, passPasswordCheck, startPoolDevice } from '../support/pool-device.js';
import { formatExec } from '../support/pool-files.js';
import type { TestDevice } from '../support/test-device.js';

const sandbox = createBaySandbox();
let test: TestDevice | undefined;
afterAll(() => tearDownSandbox(sandbox, test));

function scrubRows(device: TestDevice, poolId: string): number {
  const count = (table: string) =>
    (
      device.device.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE pool_id = ?`).get(poolId) as {
        n: number;
      }
    ).n;
  return count('scrub_timers') + count('scrub_results');
}

it('forgets the scrub schedule and last result of a deleted pool', async () => {
  test = await startPoolDevice(sandbox);
  const token = await ownerToken(test);
  const [disk] = await insertDisks(test, { sata1: '120G' });
  const { poolId } = await formatExec(test, token, {
    action: 'new',
    protocol: 'protsata',
    raidtype: 'basic',
    sys: [disk!.serial],
  });
  const timer = await test.post(
    '/zspool/scrub/timer',
    { pid: poolId, enabled: true, interval: 'daily', hour: 3 },
    { token, json: true },
  );
  expect(timer.success, timer.message).toBe(true);
  expect((await test.post('/zspool/scrub/start', { pid: poolId }, { token, json: true })).success).toBe(true);
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const status = await test.post<ScrubStatusInfo>(
      '/zspool/scrub/status',
      { pid: poolId },
      { token, json: true },
    );
    if (status.data.state !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(scrubRows(test, poolId)).toBe(2);

  await passPasswordCheck(test, token, PasswordEvent.storageDelete);
  expect((await test.post('/zspool/delete/set', { id: poolId }, { token, json: true })).data).toEqual({
    id: poolId,
  });
  expect(scrubRows(test, poolId)).toBe(0);
  expect((await test.post('/zspool/scrub/status', { pid: poolId }, { token, json: true })).code).toBe(
    Code.poolNotFound,
  );
});
