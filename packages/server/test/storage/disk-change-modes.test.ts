import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  Code,
  PasswordEvent,
  Role,
  type ExternalDisk,
  type ExternalPartition,
  type PollResponse,
} from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { createSataPool, poolInfo, waitForStatus } from '../support/degraded-pool.js';
import { readDigests, writeFiles } from '../support/pool-files.js';
import {
  insertDisks,
  ownerToken,
  passPasswordCheck,
  signatures,
  startPoolDevice,
  waitForJob,
} from '../support/pool-device.js';
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

type Storage = PollResponse['storage_polling'];

async function storage(device: TestDevice, token: string): Promise<Storage> {
  const answer = await device.post<PollResponse>('/system/polling2', { show_hidden_drive: 1 }, { token });
  if (!answer.success) throw new Error(`poll failed: ${answer.code}`);
  return answer.data.storage_polling;
}

/** The disk monitor and the poll's cache work per second: poll until `check` holds. */
async function storageUntil(
  device: TestDevice,
  token: string,
  check: (message: Storage) => boolean,
): Promise<Storage> {
  let last: Storage | undefined;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    last = await storage(device, token);
    if (check(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`poll never matched; last: ${JSON.stringify(last)}`);
}

const confirm = (device: TestDevice, token: string, body: Record<string, unknown>) =>
  device.post<{ id: string; has_mount: number; status: string; jobId?: string }>('/zspool/confirm', body, {
    token,
    json: true,
  });

/** `btrfs filesystem df`: the profile of each chunk kind ("Data" → "RAID1C3"). */
function chunkProfiles(mountPoint: string): Record<string, string> {
  const output = execFileSync('btrfs', ['filesystem', 'df', mountPoint], { encoding: 'utf8' });
  const profiles: Record<string, string> = {};
  for (const match of output.matchAll(/^(\w+), (\w+):/gm)) profiles[match[1]!] = match[2]!;
  return profiles;
}

describe('a disk inserted into a running device (mode H)', () => {
  it('offers dilate, and dilate turns a RAID1 of two into a raid1c3 pool of three with the files intact', async () => {
    test = await startPoolDevice(sandbox);
    const token = await ownerToken(test);
    await test.device.accounts.addUser({ username: 'alice', mainRole: Role.user, password: 'Alice-2026x' });
    const user = await signIn(test, { username: 'alice', password: 'Alice-2026x' });
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    const serials = disks.map((disk) => disk.serial);
    const { poolId, job } = await createSataPool(test, token, 'raid1', serials);
    expect(job.state).toBe('done');
    await test.post('/zspool/format/done', {}, { token, json: true });
    const mountPoint = test.device.pools.mountPoint(poolId);
    const files = await writeFiles(mountPoint, 4, 4 * 2 ** 20);
    execFileSync('sync');
    expect((await storage(test, token)).type).toBe('complete');

    const [fresh] = await insertDisks(test, { sata3: '120G' });
    const offered = await storageUntil(test, token, (message) => message.type === 'confirm');
    expect(offered).toMatchObject({ stage: 'mount', type: 'confirm', code: 200 });
    expect(offered.data).toMatchObject({
      action: 'confirm',
      mode: 'H',
      options: ['dilate', 'mount', 'ignore'],
      pools: [{ id: poolId, missing: [] }],
      dev: [fresh!.serial],
      new: {
        disksGroup: expect.arrayContaining([expect.objectContaining({ sn: fresh!.serial, isused: 0 })]),
      },
      changeGroup: expect.arrayContaining([
        { position: 3, has: 1, text: 'new_disk_inserted', sn: fresh!.serial },
      ]),
    });
    // The pool stays mounted meanwhile; an ordinary user sees the mode, no serials.
    expect(await poolInfo(test, token, poolId)).toMatchObject({ has_mount: 1, status: 'ok' });
    expect((await storage(test, user)).data).toEqual({
      action: 'confirm',
      mode: 'H',
      sync: { status: 'ok', usr: [] },
    });
    expect((await confirm(test, user, { id: poolId, option: 'dilate' })).code).toBe(Code.forbidden);

    // Only a blank disk of this change may be added.
    const member = await confirm(test, token, { id: poolId, option: 'dilate', dev: [serials[0]] });
    expect(member.code).toBe(Code.notNewDisk);

    const dilated = await confirm(test, token, { id: poolId, option: 'dilate' });
    expect(dilated.success).toBe(true);
    expect(dilated.data).toMatchObject({ id: poolId, has_mount: 1, status: 'ok' });
    expect(await waitForJob(test, token, dilated.data.jobId!)).toMatchObject({
      kind: 'balance',
      state: 'done',
      percent: 100,
    });

    expect(await poolInfo(test, token, poolId)).toMatchObject({
      status: 'ok',
      disk_count: 3,
      disk_list: [...serials, fresh!.serial],
    });
    // DECISIONS: a RAID1 of three disks is raid1c3, data and metadata.
    expect(chunkProfiles(mountPoint)).toMatchObject({ Data: 'RAID1C3', Metadata: 'RAID1C3' });
    expect(readDigests(mountPoint, files.keys())).toEqual(files);
    await storageUntil(test, token, (message) => message.type === 'complete');
  });

  it('ignore dismisses the change, also across a restart; another new disk raises it again', async () => {
    test = await startPoolDevice(sandbox);
    let token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    const { poolId } = await createSataPool(
      test,
      token,
      'raid1',
      disks.map((disk) => disk.serial),
    );
    await test.post('/zspool/format/done', {}, { token, json: true });
    const [first] = await insertDisks(test, { sata3: '120G' });
    await storageUntil(test, token, (message) => message.type === 'confirm' && message.data.mode === 'H');

    // What the engine cannot do is refused, never pretended.
    // extmountdisk belongs to mode B (a recorded disk missing).
    for (const option of ['init', 'recover', 'extmountdisk', 'extmountpool', 'remove', 'ssd_ignore']) {
      const refused = await confirm(test, token, { id: poolId, option });
      expect(refused.code, option).toBe(Code.confirmOptionUnsupported);
    }
    const ignored = await confirm(test, token, { id: poolId, option: 'ignore' });
    expect(ignored.data).toEqual({ id: poolId, has_mount: 1, status: 'ok' });
    expect((await storage(test, token)).type).toBe('complete');

    await test.close();
    test = await startPoolDevice(sandbox);
    token = await ownerToken(test, false);
    // The format's result is shown for a while after a restart too: acknowledged again.
    await test.post('/zspool/format/done', {}, { token, json: true });
    await storageUntil(test, token, (message) => message.stage !== 'boot');
    // Polled for a few seconds: the dismissed disk does not come back.
    for (let look = 0; look < 3; look += 1) {
      expect((await storage(test, token)).type).toBe('complete');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }

    const [second] = await insertDisks(test, { sata4: '120G' });
    const again = await storageUntil(test, token, (message) => message.type === 'confirm');
    expect(again.data).toMatchObject({ mode: 'H', dev: [second!.serial] });
    expect(again.data.dev).not.toContain(first!.serial);
  });
});

describe('a member missing at start (mode F)', () => {
  it('waits in mode F with the missing serial; ignore continues degraded like mountpool', async () => {
    test = await startPoolDevice(sandbox);
    let token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    const serials = disks.map((disk) => disk.serial);
    const { poolId } = await createSataPool(test, token, 'raid1', serials);
    const files = await writeFiles(test.device.pools.mountPoint(poolId), 2, 2 ** 20);
    execFileSync('sync');
    await test.close();
    await sandbox.manager().pull('sata2');

    test = await startPoolDevice(sandbox);
    token = await ownerToken(test, false);
    await test.post('/zspool/format/done', {}, { token, json: true });
    const waiting = await storageUntil(test, token, (message) => message.type === 'confirm');
    expect(waiting.data).toMatchObject({
      mode: 'F',
      options: ['mountpool', 'ignore'],
      pools: [{ id: poolId, missing: [serials[1]] }],
      changeGroup: expect.arrayContaining([
        expect.objectContaining({ sn: serials[1], text: 'disk_missing', has: 0 }),
      ]),
    });
    const continued = await confirm(test, token, { id: poolId, option: 'ignore' });
    expect(continued.data).toEqual({ id: poolId, has_mount: 1, status: 'degraded' });
    expect(readDigests(test.device.pools.mountPoint(poolId), files.keys())).toEqual(files);
    // A member lost while mounted is the pool's health, not a decision.
    await storageUntil(test, token, (message) => message.type === 'complete');
  });
});

describe('a blank disk inserted beside a degraded pool (mode B)', () => {
  it('offers recover, which rebuilds the lost member onto the new disk', async () => {
    test = await startPoolDevice(sandbox);
    const token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    const serials = disks.map((disk) => disk.serial);
    const { poolId } = await createSataPool(test, token, 'raid1', serials);
    await test.post('/zspool/format/done', {}, { token, json: true });
    const mountPoint = test.device.pools.mountPoint(poolId);
    const files = await writeFiles(mountPoint, 2, 2 ** 20);
    execFileSync('sync');
    await test.device.bays.pull('sata2');
    await waitForStatus(test, token, poolId, 'degraded');
    // Degraded while mounted: the pool's health says so, no decision is asked.
    expect((await storage(test, token)).type).toBe('complete');

    const [fresh] = await insertDisks(test, { sata3: '120G' });
    const offered = await storageUntil(test, token, (message) => message.type === 'confirm');
    expect(offered.data).toMatchObject({
      mode: 'B',
      options: ['recover', 'extmountdisk', 'ignore'],
      dev: [fresh!.serial],
      pools: [{ id: poolId, missing: [serials[1]] }],
    });
    const recovered = await confirm(test, token, { id: poolId, option: 'recover' });
    expect(recovered.data).toMatchObject({ id: poolId, has_mount: 1, status: 'degraded' });
    expect(await waitForJob(test, token, recovered.data.jobId!)).toMatchObject({
      kind: 'replace',
      state: 'done',
    });
    expect(await poolInfo(test, token, poolId)).toMatchObject({
      status: 'ok',
      disk_list: [serials[0], fresh!.serial],
      missingNum: 0,
    });
    expect(readDigests(mountPoint, files.keys())).toEqual(files);
    await storageUntil(test, token, (message) => message.type === 'complete');
  });
});

/**
 * A RAID1 of two with files, restarted with its second member pulled and a blank disk in sata3
 * while powered off: the device starts in mode B.
 */
async function startInModeB() {
  let device = await startPoolDevice(sandbox);
  test = device;
  const owner = await ownerToken(device);
  const disks = await insertDisks(device, { sata1: '120G', sata2: '120G' });
  const serials = disks.map((disk) => disk.serial);
  const { poolId } = await createSataPool(device, owner, 'raid1', serials);
  const mountPoint = device.device.pools.mountPoint(poolId);
  const files = await writeFiles(mountPoint, 2, 2 ** 20);
  execFileSync('sync');
  await device.close();
  const bays = sandbox.manager();
  await bays.pull('sata2');
  const fresh = await bays.insert('sata3', { size: '120G' });
  await bays.detachAll();

  device = await startPoolDevice(sandbox);
  test = device;
  const token = await ownerToken(device, false);
  await device.post('/zspool/format/done', {}, { token, json: true });
  return { device, token, poolId, serials, mountPoint, files, fresh };
}

describe('a member missing at start and a blank disk in its place (mode B)', () => {
  it('recover continues degraded, then rebuilds onto the new disk', async () => {
    const modeB = await startInModeB();
    test = modeB.device;
    const { token, poolId, serials, mountPoint, files, fresh } = modeB;
    const waiting = await storageUntil(test, token, (message) => message.type === 'confirm');
    expect(waiting.data).toMatchObject({
      mode: 'B',
      dev: [fresh.serial],
      pools: [{ id: poolId, missing: [serials[1]] }],
    });
    const recovered = await confirm(test, token, { id: poolId, option: 'recover' });
    expect(recovered.data).toMatchObject({ id: poolId, has_mount: 1 });
    expect(await waitForJob(test, token, recovered.data.jobId!)).toMatchObject({ state: 'done' });
    expect(await poolInfo(test, token, poolId)).toMatchObject({
      status: 'ok',
      disk_list: [serials[0], fresh.serial],
    });
    expect(readDigests(mountPoint, files.keys())).toEqual(files);
  });
});

describe('mode B: the new disk used as an external disk (extmountdisk)', () => {
  it('continues the pool degraded, lists the disk as external, keeps it from pools, and formats and mounts it', async () => {
    const modeB = await startInModeB();
    test = modeB.device;
    const { token, poolId, serials, mountPoint, files, fresh } = modeB;
    const waiting = await storageUntil(test, token, (message) => message.type === 'confirm');
    expect(waiting.data).toMatchObject({
      mode: 'B',
      options: ['recover', 'extmountdisk', 'ignore'],
      dev: [fresh.serial],
    });
    const device = (await test.device.bays.list()).find((bay) => bay.serial === fresh.serial)!.device!;

    // Only a new disk of the change may be marked: a member, or a disk not there, is refused.
    for (const dev of [[serials[0]], ['no-such-disk']]) {
      const refused = await confirm(test, token, { id: poolId, option: 'extmountdisk', dev });
      expect(refused.code, dev[0]).toBe(Code.notNewDisk);
    }
    expect((await poolInfo(test, token, poolId)).has_mount).toBe(0);

    const marked = await confirm(test, token, { id: poolId, option: 'extmountdisk', dev: [fresh.serial] });
    // The pool continues degraded exactly as with ignore.
    expect(marked.data).toEqual({ id: poolId, has_mount: 1, status: 'degraded' });
    expect(readDigests(mountPoint, files.keys())).toEqual(files);
    await storageUntil(test, token, (message) => message.type === 'complete');

    const list = await test.post<{ disks: ExternalDisk[] }>(
      '/zspool/external/list',
      {},
      { token, json: true },
    );
    expect(list.data.disks).toEqual([
      expect.objectContaining({ serial: fresh.serial, devType: 'sata', slot: 'sata3', partitions: [] }),
    ]);
    // No longer free: the disk list says external, and a new pool may not take it.
    const listed = await test.post<{ disks: { sn: string; role: number }[] }>(
      '/zspool/disk/list',
      {},
      { token, json: true },
    );
    expect(listed.data.disks.find((disk) => disk.sn === fresh.serial)?.role).toBe(5);
    const create = await test.device.pools.checkCreate({
      protocol: 'protsata',
      raidType: 'basic',
      disks: [fresh.serial],
    });
    expect(create.ok).toBe(false);
    expect(create.ok ? [] : create.problems.map((problem) => problem.code)).toContain(Code.diskNotFree);

    // Formatted through the external calls, like a USB disk; chosen to be mounted as one, it is
    // mounted once the format is done.
    await passPasswordCheck(test, token);
    const started = await test.post<{ jobId: string }>(
      '/zspool/external/format',
      { dev: device, fs: 'ext4', label: 'Spare' },
      { token, json: true },
    );
    expect(started.success).toBe(true);
    expect((await waitForJob(test, token, started.data.jobId)).state).toBe('done');
    let mounted: ExternalPartition | undefined;
    for (let attempt = 0; attempt < 50 && !mounted?.mounted; attempt += 1) {
      const info = await test.post<ExternalDisk>(
        '/zspool/external/info',
        { dev: device },
        { token, json: true },
      );
      mounted = info.data.partitions[0];
      if (!mounted?.mounted) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mounted).toMatchObject({ fs: 'ext4', label: 'Spare', mounted: true });
    expect(readFileSync('/proc/self/mountinfo', 'utf8')).toContain(mounted!.mountPoint!);
    const unmounted = await test.post('/zspool/external/umount', { dev: device }, { token, json: true });
    expect(unmounted.success).toBe(true);
    // The format's result is acknowledged; the formatted disk raises no change: it is external.
    await test.post('/zspool/format/done', {}, { token, json: true });
    await storageUntil(test, token, (message) => message.type === 'complete');
    for (let look = 0; look < 2; look += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await storage(test, token)).type).toBe('complete');
    }
    const marksFile = join(sandbox.dataDir, 'external-marks.json');
    expect(JSON.parse(readFileSync(marksFile, 'utf8'))).toEqual({ external: [fresh.serial] });

    // Leaving the bay forgets the mark: put back, it would be a new disk again.
    await test.device.bays.pull('sata3');
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (JSON.parse(readFileSync(marksFile, 'utf8')).external.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(JSON.parse(readFileSync(marksFile, 'utf8'))).toEqual({ external: [] });
    const after = await test.post<{ disks: ExternalDisk[] }>(
      '/zspool/external/list',
      {},
      { token, json: true },
    );
    expect(after.data.disks).toEqual([]);
  });
});

describe('a RAID5 that lost two members while powered off (mode G)', () => {
  it('offers reset, which takes the password check, erases the disk left and leaves it blank for a new pool', async () => {
    test = await startPoolDevice(sandbox);
    let token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G', sata3: '120G' });
    const serials = disks.map((disk) => disk.serial);
    const { poolId } = await createSataPool(test, token, 'raid5', serials);
    await test.close();
    await sandbox.manager().pull('sata2');
    await sandbox.manager().pull('sata3');

    test = await startPoolDevice(sandbox);
    token = await ownerToken(test, false);
    await test.post('/zspool/format/done', {}, { token, json: true });
    const damaged = await storageUntil(test, token, (message) => message.type === 'confirm');
    expect(damaged.data).toMatchObject({ mode: 'G', options: ['init'] });
    const left = (await test.device.bays.list()).find((bay) => bay.serial === serials[0])!.device!;
    expect(await signatures(left)).toEqual(['btrfs']);

    // Reset erases: without the password check nothing happens.
    expect((await test.post('/zspool/reset', { id: poolId }, { token, json: true })).code).toBe(
      Code.passwordCheckRequired,
    );
    expect(await signatures(left)).toEqual(['btrfs']);
    // A pool the change does not name is refused before anything is erased.
    await passPasswordCheck(test, token, PasswordEvent.storageDelete);
    expect((await test.post('/zspool/reset', { id: 'pool-elsewhere' }, { token, json: true })).code).toBe(
      Code.confirmOptionUnsupported,
    );

    await passPasswordCheck(test, token, PasswordEvent.storageDelete);
    const reset = await test.post('/zspool/reset', { id: poolId }, { token, json: true });
    expect(reset).toMatchObject({ success: true, data: { id: poolId } });
    expect(await signatures(left)).toEqual([]);
    const pending = await storageUntil(test, token, (message) => message.type === 'pending');
    expect(pending.stage).toBe('mount');
    const info = await test.post<{ zspool: { normal: unknown[] } }>(
      '/zspool/info',
      {},
      { token, json: true },
    );
    expect(info.data.zspool.normal).toEqual([]);
  });
});
