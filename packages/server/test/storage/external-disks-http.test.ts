import { existsSync, readFileSync } from 'node:fs';
import { Code, type ExternalDisk, type ExternalPartition } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let test: TestDevice;
let token: string;
let usb: { serial: string; device: string };

beforeAll(async () => {
  sandbox = createBaySandbox();
  test = await startPoolDevice(sandbox);
  token = await ownerToken(test);
  usb = (await insertDisks(test, { usb1: '128M' }))[0]!;
});

afterAll(() => tearDownSandbox(sandbox, test));

describe('/zspool/external/*', () => {
  it('formats after the password check, lists, mounts; power-off unmounts before the bays detach', async () => {
    const bad = await test.post(
      '/zspool/external/format',
      { dev: usb.device, fs: 'ext4', label: 'x' },
      {
        token,
        json: true,
      },
    );
    expect(bad.success).toBe(false);
    expect(await signatures(usb.device)).toEqual([]);

    await passPasswordCheck(test, token);
    const wrong = await test.post(
      '/zspool/external/format',
      { dev: usb.device, fs: 'exfat', label: 'far/too:long label' },
      { token, json: true },
    );
    expect(wrong.code).toBe(Code.externalLabelTooLong);
    expect((wrong.data as { errors: unknown[] }).errors).toHaveLength(2);
    expect(await signatures(usb.device)).toEqual([]);

    await passPasswordCheck(test, token);
    const started = await test.post<{ jobId: string }>(
      '/zspool/external/format',
      { dev: usb.device, fs: 'exfat', label: 'Travel' },
      { token, json: true },
    );
    expect(started.success).toBe(true);
    expect((await waitForJob(test, token, started.data.jobId)).state).toBe('done');

    const list = await test.post<{ disks: ExternalDisk[] }>(
      '/zspool/external/list',
      {},
      { token, json: true },
    );
    expect(list.data.disks).toHaveLength(1);
    expect(list.data.disks[0]!.partitions[0]).toMatchObject({ fs: 'exfat', label: 'Travel' });

    const mounted = await test.post<ExternalPartition>(
      '/zspool/external/mount',
      { dev: usb.device },
      { token, json: true },
    );
    expect(mounted.success).toBe(true);
    expect(mounted.data.mounted).toBe(true);
    const point = mounted.data.mountPoint!;
    expect(readFileSync('/proc/self/mountinfo', 'utf8')).toContain(point);

    await test.close();
    expect(readFileSync('/proc/self/mountinfo', 'utf8')).not.toContain(point);
    expect(existsSync(point)).toBe(false);
  });
});
