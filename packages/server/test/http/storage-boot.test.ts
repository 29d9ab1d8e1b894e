import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code, type PollResponse } from '@coffer/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { registerOwner, signIn, startTestDevice, type TestDevice } from '../support/test-device.js';

let test: TestDevice | undefined;
/** A data directory a test made itself: the device leaves those to their maker. */
let ownDataDir: string | undefined;
afterEach(async () => {
  delete process.env.COFFER_TEST_HOLD_BOOT;
  await test?.close();
  test = undefined;
  if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  ownDataDir = undefined;
});

async function polled(device: TestDevice, token: string): Promise<PollResponse['storage_polling']> {
  const answer = await device.post<PollResponse>('/system/polling2', {}, { token });
  if (!answer.success) throw new Error(`poll failed: ${answer.code}`);
  return answer.data.storage_polling;
}

async function storageState(device: TestDevice): Promise<unknown> {
  return (await device.get<{ storage: string }>('/healthcheck')).data.storage;
}

describe('the storage engine starting after the daemon listens', () => {
  it('reports each step to the poll, refuses storage calls until it is up, and serves sign-in meanwhile', async () => {
    // The start waits 1.5 s on mounting, so the poll can be seen there.
    process.env.COFFER_TEST_HOLD_BOOT = 'mounting:1500';
    test = await startTestDevice(undefined, { deferStorageBoot: true });
    await registerOwner(test);
    const token = await signIn(test);

    expect(await polled(test, token)).toMatchObject({
      stage: 'boot',
      type: 'booting',
      data: { step: 'attaching' },
    });
    expect(await storageState(test)).toBe('booting');
    const refused = await test.post('/zspool/info', {}, { token, json: true });
    expect(refused).toMatchObject({ success: false, code: Code.storageStarting });
    // An anonymous storage call still gets its sign-out code, not the start's.
    expect((await test.post('/zspool/info', {}, { json: true })).code).not.toBe(Code.storageStarting);

    const booting = test.device.bootStorage();
    const seen = new Set<string>();
    for (let attempt = 0; attempt < 100 && !seen.has('booted:mounting'); attempt += 1) {
      const { type, data } = await polled(test, token);
      seen.add(`${type}:${String(data.step)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toContain('booted:mounting');
    await booting;

    expect(await polled(test, token)).toMatchObject({ stage: 'mount', type: 'pending' });
    expect(await storageState(test)).toBe('booted');
    expect((await test.post('/zspool/info', {}, { token, json: true })).success).toBe(true);
  });

  it('reports a start that failed as the generic disk problem (N300029) and keeps answering', async () => {
    const dataDir = (ownDataDir = mkdtempSync(join(tmpdir(), 'coffer-test-')));
    mkdirSync(join(dataDir, 'bays'));
    writeFileSync(join(dataDir, 'bays', 'bays.json'), '{"not":"a bays file"}\n');
    test = await startTestDevice(undefined, { dataDir, deferStorageBoot: true });
    await registerOwner(test);
    const token = await signIn(test);
    await expect(test.device.bootStorage()).rejects.toThrow(/not a valid bays file/);

    expect(await polled(test, token)).toMatchObject({
      stage: 'block',
      type: 'blocking',
      code: 'N300029',
      data: { step: 'failed', reason: expect.stringMatching(/not a valid bays file/) },
    });
    expect(await storageState(test)).toBe('failed');
    expect((await test.post('/zspool/info', {}, { token, json: true })).code).toBe('N300029');
    // The power-off reads the bays too: without the broken file it has none to let go of.
    rmSync(join(dataDir, 'bays', 'bays.json'));
  });
});
