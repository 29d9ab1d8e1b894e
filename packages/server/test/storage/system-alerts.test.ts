import { Role, type PollResponse, type SystemAlertInfo } from '@coffer/contract';
import { execFileSync } from 'node:child_process';
import { statfsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { createSataPool } from '../support/degraded-pool.js';
import { passPasswordCheck, waitForJob } from '../support/pool-device.js';
import { insertDisks, ownerToken, startPoolDevice } from '../support/pool-device.js';
import { setSmartTemperature } from '../support/smart-heat.js';
import { signIn, type TestDevice } from '../support/test-device.js';

const GIB = 1024 ** 3;
const ALICE = { username: 'alice', password: 'Alice-2026x' };

let sandbox: BaySandbox;
let test: TestDevice | undefined;
beforeEach(() => {
  sandbox = createBaySandbox();
});
afterEach(async () => {
  await tearDownSandbox(sandbox, test);
  test = undefined;
});

async function alertsOf(device: TestDevice, token: string): Promise<SystemAlertInfo[]> {
  const answer = await device.post<PollResponse>('/system/polling2', {}, { token });
  if (!answer.success) throw new Error(`poll failed: ${answer.code}`);
  return answer.data.popup_msgs;
}

async function samples(device: TestDevice, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await device.device.alerts.sampleNow();
}

describe('system alerts', () => {
  it('a disk heated above 60 °C on average alerts the owner with the value, a user without the serial; acknowledged it stays quiet until it cools and heats again', async () => {
    test = await startPoolDevice(sandbox);
    const owner = await ownerToken(test);
    await test.device.accounts.addUser({
      username: ALICE.username,
      mainRole: Role.user,
      password: ALICE.password,
    });
    const user = await signIn(test, ALICE);
    const [disk] = await insertDisks(test, { sata1: '120G' });
    const serial = disk!.serial;
    await test.device.disks.poll();

    // Three readings at the fixture's 36 °C, then 80 °C: (3 × 36 + n × 80) / (3 + n) passes 60 at n = 4.
    await samples(test, 3);
    expect(await alertsOf(test, owner)).toEqual([]);
    setSmartTemperature(test, serial, 80);
    await samples(test, 3);
    expect(await alertsOf(test, owner)).toEqual([]);
    await samples(test, 1);

    const [alert] = await alertsOf(test, owner);
    expect(alert).toMatchObject({
      kind: 'temperature',
      area: 'main',
      subject: { type: 'disk', sn: serial, pos: 1 },
      measured: 61.1,
      limit: 60,
      needsRisk: true,
      acknowledged: false,
    });
    const [seen] = await alertsOf(test, user);
    expect(seen).toMatchObject({ id: alert!.id, kind: 'temperature', subject: null, needsRisk: true });
    expect(JSON.stringify(seen)).not.toContain(serial);
    // The disk list shows the temperature the alert weighs.
    const poll = await test.post<PollResponse>('/system/polling2', {}, { token: owner });
    expect(poll.data.dev.find((entry) => entry.sn === serial)?.temperature).toBe(80);

    // Only the owner acknowledges.
    const refused = await test.post('/system/alert/ack', { id: alert!.id }, { token: user });
    expect(refused.success).toBe(false);
    const ack = await test.post<{ acknowledged: number }>(
      '/system/alert/ack',
      { id: alert!.id },
      { token: owner },
    );
    expect(ack.data.acknowledged).toBe(1);
    expect(await alertsOf(test, owner)).toMatchObject([{ id: alert!.id, acknowledged: true }]);
    expect(await alertsOf(test, user)).toMatchObject([{ id: alert!.id, acknowledged: true }]);

    // One cool reading brings the average to 58 °C: the alert clears, and its acknowledgement with it.
    setSmartTemperature(test, serial, 36);
    await samples(test, 1);
    expect(await alertsOf(test, owner)).toEqual([]);
    expect(await alertsOf(test, user)).toEqual([]);

    setSmartTemperature(test, serial, 95);
    await samples(test, 1);
    const [again] = await alertsOf(test, owner);
    expect(again).toMatchObject({ kind: 'temperature', acknowledged: false });
    expect(again!.id).not.toBe(alert!.id);
  }, 60_000);

  it('a pool filled to under 10 GiB free alerts as low on space until the space comes back', async () => {
    test = await startPoolDevice(sandbox);
    const owner = await ownerToken(test);
    await test.device.accounts.addUser({
      username: ALICE.username,
      mainRole: Role.user,
      password: ALICE.password,
    });
    const user = await signIn(test, ALICE);
    const serials = (await insertDisks(test, { sata1: '120G' })).map((disk) => disk.serial);
    const { poolId } = await createSataPool(test, owner, 'basic', serials);
    await test.device.alerts.checkNow();
    expect(await alertsOf(test, owner)).toEqual([]);

    // Preallocated extents take the space without writing it, so the fill is quick.
    const mountPoint = test.device.pools.mountPoint(poolId);
    const filler = join(mountPoint, 'filler');
    const space = statfsSync(mountPoint);
    const fill = space.bavail * space.bsize - 6 * GIB;
    execFileSync('fallocate', ['-l', String(fill), filler]);
    execFileSync('sync', ['-f', filler]);
    await test.device.alerts.checkNow();

    const [alert] = await alertsOf(test, owner);
    expect(alert).toMatchObject({
      kind: 'capacity',
      area: 'main',
      subject: { type: 'pool', id: poolId },
      limit: 10 * GIB,
      needsRisk: false,
    });
    expect(alert!.measured).toBeLessThan(10 * GIB);
    expect(alert!.measured).toBeGreaterThan(2 * GIB);
    expect(await alertsOf(test, user)).toMatchObject([{ kind: 'capacity', subject: null }]);

    execFileSync('rm', [filler]);
    execFileSync('btrfs', ['filesystem', 'sync', mountPoint]);
    let left: SystemAlertInfo[] = [alert!];
    for (let attempt = 0; attempt < 30 && left.length > 0; attempt += 1) {
      await test.device.alerts.checkNow();
      left = await alertsOf(test, owner);
      if (left.length > 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(left).toEqual([]);
  }, 120_000);

  it('a SMART warning and fault alert for the disk; an M.2 SSD at 80 °C is not too hot, at 90 °C it is', async () => {
    test = await startPoolDevice(sandbox);
    const owner = await ownerToken(test);
    const [sata, ssd] = await insertDisks(test, { sata2: '120G', 'm2-1': '64G' });
    setSmartTemperature(test, ssd!.serial, 80);
    await test.device.bays.fail('sata2', 'smart-warning');
    await test.device.disks.poll();
    await samples(test, 3);
    expect(await alertsOf(test, owner)).toMatchObject([
      { kind: 'smart', level: 'warning', area: 'main', measured: 'warning', subject: { sn: sata!.serial } },
    ]);

    await test.device.bays.fail('sata2', 'smart-fault');
    await test.device.disks.poll();
    await test.device.alerts.checkNow();
    expect(await alertsOf(test, owner)).toMatchObject([{ kind: 'smart', level: 'error', measured: 'fault' }]);

    // `bay fail --mode hot`: 90 °C on M.2, 70 °C on SATA; the faulty disk heated keeps its fault.
    // Averages over 3 cooler samples and 10 hot ones: 87.7 °C and 62.2 °C.
    await test.device.bays.fail('m2-1', 'hot');
    await test.device.bays.fail('sata2', 'hot');
    await samples(test, 10);
    expect(await alertsOf(test, owner)).toMatchObject([
      { kind: 'smart', level: 'error' },
      { kind: 'temperature', area: 'm2', limit: 85, subject: { sn: ssd!.serial } },
      { kind: 'temperature', area: 'main', limit: 60, subject: { sn: sata!.serial } },
    ]);
  }, 60_000);

  it('a pool expanding (a balance resyncing it) alerts as RAID sync with the risk checkbox until it ends', async () => {
    // The expansion waits at its first step, so the resync is still under way when the alert is checked.
    process.env.COFFER_TEST_HOLD_STEP = 'balance:adding';
    try {
      test = await startPoolDevice(sandbox);
    } finally {
      delete process.env.COFFER_TEST_HOLD_STEP;
    }
    const owner = await ownerToken(test);
    await test.device.accounts.addUser({
      username: ALICE.username,
      mainRole: Role.user,
      password: ALICE.password,
    });
    const user = await signIn(test, ALICE);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G', sata3: '120G' });
    const { poolId } = await createSataPool(test, owner, 'raid1', [disks[0]!.serial, disks[1]!.serial]);
    await passPasswordCheck(test, owner);
    const started = await test.post<{ jobId: string }>(
      '/zspool/format/exec',
      { action: 'dilate', pid: poolId, sys: [disks[2]!.serial] },
      { token: owner, json: true },
    );
    expect(started.success).toBe(true);
    await test.device.alerts.checkNow();

    expect(await alertsOf(test, owner)).toMatchObject([
      {
        kind: 'raidsync',
        level: 'info',
        subject: { type: 'pool', id: poolId },
        needsRisk: true,
        limit: null,
      },
    ]);
    expect(await alertsOf(test, user)).toMatchObject([{ kind: 'raidsync', subject: null, needsRisk: true }]);

    test.device.jobs.cancel(started.data.jobId);
    await waitForJob(test, owner, started.data.jobId);
    await test.device.alerts.checkNow();
    expect(await alertsOf(test, owner)).toEqual([]);
  }, 120_000);

  it('samples on its own timer: a disk made hot from the start alerts after three samples', async () => {
    test = await startPoolDevice(sandbox, undefined, 1000);
    const owner = await ownerToken(test);
    const [disk] = await insertDisks(test, { sata4: '120G' });
    await test.device.bays.fail('sata4', 'hot');
    let alerts: SystemAlertInfo[] = [];
    const deadline = Date.now() + 15_000;
    while (alerts.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      alerts = await alertsOf(test, owner);
    }
    expect(alerts).toMatchObject([{ kind: 'temperature', measured: 70, subject: { sn: disk!.serial } }]);
  }, 60_000);
});
