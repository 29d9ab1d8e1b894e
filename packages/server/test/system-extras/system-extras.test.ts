import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import {
  Code,
  PasswordEvent,
  UPLOAD_FINAL_PATH_HEADER,
  type DeviceSummary,
  type DiskUsage,
  type HomeSummary,
  type MasterInfo,
  type MonitorSample,
  type PollResponse,
  type RecentFile,
  type SystemAlertInfo,
} from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PowerAction } from '../../src/platform/power.js';
import { createBaySandbox, tearDownSandbox, type BaySandbox } from '../support/bay-sandbox.js';
import { createSataPool } from '../support/degraded-pool.js';
import { insertDisks, ownerToken, passPasswordCheck, startPoolDevice } from '../support/pool-device.js';
import { setSmartTemperature } from '../support/smart-heat.js';
import { signIn, type TestDevice } from '../support/test-device.js';
import { tusClient } from '../support/tus-upload.js';
import { call, homeOf, runTask } from '../files/files-device.js';

const execFileAsync = promisify(execFile);
const MiB = 2 ** 20;
const ALICE = { username: 'alice', password: 'Alice-2026x' };

let sandbox: BaySandbox;
let test: TestDevice;
let owner: string;
let alice: string;
let aliceId: number;
let serial: string;
let device: string;
const requested: PowerAction[] = [];

beforeAll(async () => {
  sandbox = createBaySandbox();
  test = await startPoolDevice(sandbox);
  test.device.power.onRequest((action) => requested.push(action));
  owner = await ownerToken(test);
  aliceId = (await test.device.accounts.addUser({ ...ALICE, mainRole: 3 })).userid;
  alice = await signIn(test, ALICE);
});
afterAll(async () => {
  await tearDownSandbox(sandbox, test);
});

async function data<T>(path: string, token: string, body: Record<string, unknown> = {}): Promise<T> {
  const answer = await test.post<T>(path, body, { token });
  if (!answer.success) throw new Error(`${path}: ${answer.code} ${answer.message}`);
  return answer.data;
}

async function rebootAt(): Promise<number> {
  return (await data<PollResponse>('/system/polling2', owner)).reboot_at;
}

async function alertsOf(token: string): Promise<SystemAlertInfo[]> {
  return (await data<PollResponse>('/system/polling2', token)).popup_msgs;
}

async function upload(token: string, dir: string, filename: string, body: Buffer): Promise<string> {
  const tus = tusClient(test.baseUrl, token);
  const created = await tus.create({ filename, dir }, body.length);
  const done = await tus.patch(tus.urlOf(created), 0, body);
  expect(done.status, done.body).toBe(204);
  return decodeURI(done.headers.get(UPLOAD_FINAL_PATH_HEADER) ?? '');
}

describe('the remaining system calls', () => {
  it('home says "no pool yet" on a new device, then shows the person their pool, usage, limit and recycle bin', async () => {
    expect(await data<HomeSummary>('/system/home', alice)).toEqual({
      has_pool: false,
      pool: null,
      used: null,
      limit: null,
      quota_state: 'nopool',
      recycle_count: 0,
    });

    const [disk] = await insertDisks(test, { sata1: '100G' });
    serial = disk!.serial;
    device = basename(disk!.device);
    const { poolId } = await createSataPool(test, owner, 'basic', [serial]);
    await test.device.files.pools.usable();
    expect((await call(test, owner, '/account/quota/set', { uid: aliceId, limit: 10 * MiB })).success).toBe(
      true,
    );
    const home = await homeOf(test, ALICE.username);
    writeFileSync(join(home, 'report.bin'), Buffer.alloc(3 * MiB, 7));
    writeFileSync(join(home, 'old.txt'), 'old');
    // The kernel counts the bytes at its next commit.
    execFileSync('btrfs', ['filesystem', 'sync', home]);
    await runTask(test, alice, '/v2/file/delete', { paths: ['/home/old.txt'] });

    const summary = await data<HomeSummary>('/system/home', alice);
    expect(summary).toMatchObject({
      has_pool: true,
      pool: { id: poolId, name: expect.any(String), mounted: true, usable: true },
      limit: 10 * MiB,
      quota_state: 'ok',
      recycle_count: 1,
    });
    expect(summary.used).toBeGreaterThanOrEqual(3 * MiB);
    // Only their own: the owner's home has no limit and an empty bin.
    expect(await data<HomeSummary>('/system/home', owner)).toMatchObject({ limit: null, recycle_count: 0 });
  });

  it('root gives everyone the device summary and administrators the hardware too', async () => {
    const mine = await data<DeviceSummary>('/system', owner);
    expect(mine).toMatchObject({
      name: test.device.identity.name,
      nasid: test.device.identity.nasid,
      model: test.device.identity.model,
      version: test.device.identity.version,
    });
    expect(mine.zone).not.toBe('');
    expect(Math.abs(mine.now - Date.now())).toBeLessThan(5000);
    expect(mine.daemon_uptime).toBeLessThanOrEqual(mine.machine_uptime);
    expect(mine.hardware?.cpu_cores).toBeGreaterThan(0);
    expect(mine.hardware?.memory_bytes).toBeGreaterThan(0);
    const theirs = await data<DeviceSummary>('/system', alice);
    expect(theirs.hardware).toBeNull();
    expect(theirs.name).toBe(mine.name);
    expect((await test.post('/system', {})).success).toBe(false);
  });

  it('auth/master names the super administrator and tells them it is them', async () => {
    expect(await data<MasterInfo>('/auth/master', alice)).toEqual({
      exists: true,
      username: 'owner',
      nickname: expect.any(String),
      you: false,
    });
    expect(await data<MasterInfo>('/auth/master', owner)).toMatchObject({ username: 'owner', you: true });
  });

  it('delay postpones the scheduled reboot after a Power check; with none scheduled it changes nothing', async () => {
    expect((await test.post('/system/delay', { minutes: 30 }, { token: owner })).code).toBe(
      Code.passwordCheckRequired,
    );
    await passPasswordCheck(test, owner, PasswordEvent.power);
    expect((await test.post('/system/delay', { minutes: 30 }, { token: owner })).code).toBe(
      Code.rebootNotScheduled,
    );
    expect(await rebootAt()).toBe(0);
    expect((await test.post('/system/delay', { minutes: 30 }, { token: alice })).success).toBe(false);

    const at = Math.floor(Date.now() / 1000) + 3600;
    expect((await test.post('/system/set_reboot_time', { time: at }, { token: owner })).success).toBe(true);
    for (const minutes of [0, 1441]) {
      expect((await test.post('/system/delay', { minutes }, { token: owner })).success).toBe(false);
    }
    expect(await rebootAt()).toBe(at);
    expect(await data('/system/delay', owner, { minutes: 30 })).toEqual({ reboot_at: at + 1800 });
    expect(await rebootAt()).toBe(at + 1800);
    const rows = test.device.db
      .prepare("SELECT result, detail FROM audit_log WHERE action = 'power.reboot_delay' ORDER BY id")
      .all() as { result: string; detail: string }[];
    expect(rows.map((row) => row.result)).toEqual([Code.rebootNotScheduled, 'ok']);
    await data('/system/set_reboot_time', owner, { time: 0 });
    expect(requested).toEqual([]);
  });

  it('recent lists the files a person changed through Coffer, newest first, only those still there and reachable', async () => {
    const team = test.device.files.publicDirs.create('Team')!;
    test.device.files.publicDirs.savePermits(team.fid, [{ type: 'user', id: aliceId, permission: 1 }]);

    expect((await call(test, alice, '/v2/file/mkdir', { path: '/home', name: 'docs' })).success).toBe(true);
    expect(await upload(alice, '/home/docs', 'a.txt', Buffer.from('alpha'))).toBe('/home/docs/a.txt');
    expect(await upload(alice, '/home', 'gone.txt', Buffer.from('gone'))).toBe('/home/gone.txt');
    expect(
      (await call(test, alice, '/v2/file/rename', { path: '/home/docs/a.txt', name: 'b.txt' })).success,
    ).toBe(true);
    await runTask(test, alice, '/v2/file/transfer', {
      paths: ['/home/docs/b.txt'],
      dest: '/home',
      mode: 'copy',
    });
    // A copy onto a taken name keeps both: the entry is listed under the name it got.
    await runTask(test, alice, '/v2/file/transfer', {
      paths: ['/home/docs/b.txt'],
      dest: '/home',
      mode: 'copy',
    });
    expect((await call(test, alice, '/v2/file/mkdir', { path: '/public/Team', name: 'plans' })).success).toBe(
      true,
    );
    await runTask(test, alice, '/v2/file/delete', { paths: ['/home/gone.txt'] });

    const listed = await data<{ items: RecentFile[] }>('/system/recent', alice);
    expect(listed.items.map(({ path, act }) => [path, act])).toEqual([
      ['/public/Team/plans', 'create'],
      ['/home/b (1).txt', 'copy'],
      ['/home/b.txt', 'copy'],
      ['/home/docs/b.txt', 'rename'],
      ['/home/docs', 'create'],
    ]);
    expect(listed.items[1]).toMatchObject({ name: 'b (1).txt', is_dir: false, size: 5 });
    expect(listed.items[4]).toMatchObject({ is_dir: true });
    expect(JSON.stringify(listed)).not.toContain(test.dataDir);
    expect((await data<{ items: RecentFile[] }>('/system/recent', alice, { limit: 2 })).items).toHaveLength(
      2,
    );
    expect((await test.post('/system/recent', { limit: 101 }, { token: alice })).success).toBe(false);

    // A revoked group folder drops out; the owner's list is their own.
    test.device.files.publicDirs.savePermits(team.fid, []);
    const after = await data<{ items: RecentFile[] }>('/system/recent', alice);
    expect(after.items.map((item) => item.path)).not.toContain('/public/Team/plans');
    expect(after.items).toHaveLength(4);
    expect((await data<{ items: RecentFile[] }>('/system/recent', owner)).items).toEqual([]);
  });

  it('diskusage3 gives administrators each pool’s space and each disk’s rates from the monitor', async () => {
    const { root } = await test.device.files.pools.usable();
    // The monitor charts a disk from the second after it first samples it.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const sample = await data<MonitorSample | null>('/monitor/current', owner);
      if (sample?.disk.some((disk) => disk.name === device)) break;
      await delay(100);
    }
    // Writes to the pool, flushed to its disk while the monitor samples: its rates show them.
    const writing = execFileAsync('dd', [
      'if=/dev/zero',
      `of=${join(root, 'busy.bin')}`,
      'bs=1M',
      'count=96',
      'conv=fsync',
    ]);
    let usage: DiskUsage | undefined;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      usage = await data<DiskUsage>('/system/diskusage3', owner);
      if ((usage.disks.find((disk) => disk.name === device)?.write ?? 0) > 0) break;
      await delay(100);
    }
    await writing;
    expect(usage!.t).toEqual(expect.any(Number));
    const [first] = usage!.pools;
    expect(first!.total).toBeGreaterThan(90 * 1024 ** 3);
    expect(first!.used + first!.free).toBe(first!.total);
    expect(first!.used).toBeGreaterThan(0);
    expect(first!.mounted).toBe(true);
    const bay = usage!.disks.find((disk) => disk.name === device);
    expect(bay).toMatchObject({ sn: serial, pos: 1, kind: 'bay' });
    expect(bay!.write).toBeGreaterThan(0);
    expect(bay!.busy).toBeGreaterThanOrEqual(0);
    expect(bay!.busy).toBeLessThanOrEqual(100);
    expect((await test.post('/system/diskusage3', {}, { token: alice })).success).toBe(false);
  });

  it('a person closes a system alert for themselves until it clears and returns; the master still acknowledges', async () => {
    // The start's sample read 36 °C; three at 80 °C make the mean 69 °C.
    setSmartTemperature(test, serial, 80);
    for (let i = 0; i < 3; i += 1) await test.device.alerts.sampleNow();
    const [alert] = await alertsOf(alice);
    expect(alert).toMatchObject({ kind: 'temperature', closed: false, acknowledged: false });

    expect(await data('/popup/msg/close', alice, { id: alert!.id })).toEqual({ id: alert!.id, closed: 1 });
    expect((await alertsOf(alice))[0]).toMatchObject({ id: alert!.id, closed: true });
    expect((await alertsOf(owner))[0]).toMatchObject({ id: alert!.id, closed: false });
    expect(await data('/popup/msg/close', alice, { id: 'temperature-stale-1' })).toEqual({
      id: 'temperature-stale-1',
      closed: 0,
    });
    expect(await data('/system/alert/ack', owner, { id: alert!.id })).toMatchObject({ acknowledged: 1 });
    expect((await alertsOf(alice))[0]).toMatchObject({ closed: true, acknowledged: true });

    // Cooled, the 2-hour mean falls below the limit and the alert clears; heated again, it is new.
    setSmartTemperature(test, serial, 20);
    for (let i = 0; i < 10 && (await alertsOf(alice)).length > 0; i += 1)
      await test.device.alerts.sampleNow();
    expect(await alertsOf(alice)).toEqual([]);
    setSmartTemperature(test, serial, 90);
    for (let i = 0; i < 10 && (await alertsOf(alice)).length === 0; i += 1)
      await test.device.alerts.sampleNow();
    const [again] = await alertsOf(alice);
    expect(again).toMatchObject({ kind: 'temperature', closed: false, acknowledged: false });
    expect(again!.id).not.toBe(alert!.id);
  });
});
