import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHealthy } from '../../../../scripts/lib/daemon.js';
import { startTestDevice, type TestDevice } from '../support/test-device.js';

let test: TestDevice;
beforeAll(async () => {
  test = await startTestDevice();
});
afterAll(async () => {
  await test.close();
});

describe('GET /healthcheck', () => {
  it('names this run of the daemon, so a starter does not take another daemon for its own', async () => {
    const answer = await test.get<{ boot: string }>('/healthcheck');
    expect(answer.data.boot).toMatch(/^[0-9a-f-]{36}$/);
    expect(await isHealthy(test.baseUrl)).toBe(true);
    expect(await isHealthy(test.baseUrl, answer.data.boot)).toBe(true);
    expect(await isHealthy(test.baseUrl, 'the boot id of another daemon')).toBe(false);
  });
});
