import type { PoolMessageInfo } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { createSataPool, waitForStatus } from '../support/degraded-pool.js';
import { insertDisks, ownerToken } from '../support/pool-device.js';
import type { TestDevice } from '../support/test-device.js';
import { useSandboxedDevice } from '../support/sandboxed-device.js';

const sandboxed = useSandboxedDevice();

async function storedMessages(device: TestDevice, token: string): Promise<PoolMessageInfo[]> {
  const answer = await device.post<{ messages: PoolMessageInfo[] }>(
    '/zspool/message/list',
    {},
    { token, json: true },
  );
  if (!answer.success) throw new Error(`message list failed: ${answer.code}`);
  return answer.data.messages;
}

/** Waits until the stored messages hold every one of `wanted` events; answers the messages. */
async function waitForEvents(
  device: TestDevice,
  token: string,
  wanted: string[],
): Promise<PoolMessageInfo[]> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const messages = await storedMessages(device, token);
    if (wanted.every((event) => events(messages).includes(event))) return messages;
    if (Date.now() > deadline) throw new Error(`messages ${JSON.stringify(events(messages))}, not ${wanted}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const events = (messages: PoolMessageInfo[]) =>
  messages.filter((message) => message.type === 'pool_msg').map((message) => message.data.event);

describe('storage events kept as messages', () => {
  it('keeps a pool created, a disk pulled and the pool degraded across a restart until dismissed', async () => {
    let test = await sandboxed.start();
    let token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    const { poolId } = await createSataPool(test, token, 'raid1', [disks[0]!.serial, disks[1]!.serial]);
    await waitForEvents(test, token, ['job_done']);
    // The disk monitor looks once a second; here the pool is made within that second. A disk it
    // never saw present cannot be reported removed.
    await test.device.disks.poll();

    await test.device.bays.pull('sata2');
    await waitForStatus(test, token, poolId, 'degraded', 3000);
    const before = await waitForEvents(test, token, ['job_done', 'disk_removed', 'pool_degraded']);
    const degraded = before.find((message) => message.data.event === 'pool_degraded')!;
    expect(degraded).toMatchObject({ pool_key: poolId, level: 'warning', data: { missingNum: 1 } });

    // Nobody signed in saw them: they are there after a restart, the same ids. (The pulled disk's
    // new-disk message goes: that disk is no longer there to be used.)
    const poolMessages = (messages: PoolMessageInfo[]) =>
      messages.filter((message) => message.type === 'pool_msg').map((message) => message.id);
    await sandboxed.close();
    test = await sandboxed.start();
    token = await ownerToken(test, false);
    const after = await storedMessages(test, token);
    expect(poolMessages(after)).toEqual(expect.arrayContaining(poolMessages(before)));

    const dismissed = await test.post('/zspool/message/delete', { id: degraded.id }, { token, json: true });
    expect(dismissed.success).toBe(true);
    expect((await storedMessages(test, token)).some((message) => message.id === degraded.id)).toBe(false);
  });
});
