import { readFileSync } from 'node:fs';
import { CALLS, Code, Role, type DeviceRemoval, type ExternalPartition } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/admin/admin-commands.js';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import {
  insertDisks,
  ownerToken,
  passPasswordCheck,
  startPoolDevice,
  waitForJob,
} from '../support/pool-device.js';
import { signIn } from '../support/test-device.js';
import type { TestDevice } from '../support/test-device.js';

/** `/device/remove` over HTTP: a real daemon, a virtual USB disk, the audit row. */
let sandbox: BaySandbox;
let test: TestDevice;
let token: string;
let usb: { serial: string; device: string };

beforeAll(async () => {
  sandbox = createBaySandbox();
  test = await startPoolDevice(sandbox);
  token = await ownerToken(test);
  usb = (await insertDisks(test, { usb1: '64M' }))[0]!;
  await passPasswordCheck(test, token);
  const started = await test.post<{ jobId: string }>(
    CALLS.externalFormat.path,
    { dev: usb.device, fs: 'ext4', label: 'Travel' },
    { token, json: true },
  );
  expect((await waitForJob(test, token, started.data.jobId)).state).toBe('done');
});

afterAll(() => tearDownSandbox(sandbox, test));

describe('/device/remove', () => {
  it('is the master’s; the disk is unmounted and leaves its bay, with an audit row', async () => {
    const mounted = await test.post<ExternalPartition>(
      CALLS.externalMount.path,
      { dev: usb.device },
      { token, json: true },
    );
    const point = mounted.data.mountPoint!;
    await runAdminCommand(test.device, {
      cmd: 'user.add',
      username: 'ops',
      password: 'Coffer-2026a',
      mainRole: Role.devOps,
    });
    const ops = await signIn(test, { username: 'ops', password: 'Coffer-2026a' });
    expect((await test.post(CALLS.deviceRemove.path, { dev: usb.device }, { token: ops })).code).toBe(
      Code.forbidden,
    );
    expect((await test.post(CALLS.deviceRemove.path, {}, { token })).code).toBe(Code.invalidParam);
    expect(readFileSync('/proc/self/mountinfo', 'utf8')).toContain(point);

    const removed = await test.post<DeviceRemoval>(
      CALLS.deviceRemove.path,
      { uuid: mounted.data.uuid },
      { token },
    );
    expect(removed.data).toEqual({ dev: usb.device, unmounted: [point], detached: 'pulled' });
    expect(readFileSync('/proc/self/mountinfo', 'utf8')).not.toContain(point);
    const list = await test.post<{ disks: unknown[] }>(CALLS.externalList.path, {}, { token, json: true });
    expect(list.data.disks).toEqual([]);
    const row = test.device.audit.latest(5).find((entry) => entry.action === 'device.remove')!;
    expect(row).toMatchObject({ result: 'ok', target: mounted.data.uuid });

    const again = await test.post(CALLS.deviceRemove.path, { dev: usb.device }, { token });
    // The device left its bay: the engine's write guard refuses it (C103020), nothing else runs.
    expect(again).toMatchObject({ success: false, code: 'C103020' });
  });
});
