import { Code, Role, type JobInfo } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { dropSmartFixture, insertDisks, ownerToken, startPoolDevice } from '../support/pool-device.js';
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

interface SmartStatusAnswer {
  running: 0 | 1;
  jobId: string | null;
  summary: string;
  disks: {
    sn: string;
    pos: number;
    result: string;
    health: string;
    replace: 0 | 1;
    id: number;
    ctime: number;
  }[];
}

/** The check's status once it is idle and the disk monitor lists `disks` disks (it scans once a second). */
async function statusWhenIdle(device: TestDevice, token: string, disks?: number): Promise<SmartStatusAnswer> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await device.post<SmartStatusAnswer>(
      '/zspool/smart/detect/status',
      { protocol: 'protsata' },
      { token, json: true },
    );
    if (!answer.success) throw new Error(`status failed: ${answer.code}`);
    if (answer.data.running === 0 && (disks === undefined || answer.data.disks.length === disks)) {
      return answer.data;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the SMART check never finished');
}

describe('SMART checks of virtual disks', () => {
  it('reads a new virtual disk as healthy, as its disk status says, and again after a failure is cleared', async () => {
    test = await startPoolDevice(sandbox);
    const token = await ownerToken(test);
    const [disk] = await insertDisks(test, { sata1: '120G' });
    await test.device.bays.fail('sata1', 'smart-fault');
    await test.device.bays.fail('sata1', 'clear');
    await statusWhenIdle(test, token, 1);
    const started = await test.post<JobInfo>(
      '/zspool/smart/detect/start',
      { type: 'short', protocol: 'protsata' },
      { token, json: true },
    );
    expect((await test.device.jobs.whenFinished(started.data.id)).state).toBe('done');
    const status = await statusWhenIdle(test, token, 1);
    expect(status.summary).not.toBe('abnormal');
    expect(status.disks.map((entry) => [entry.sn, entry.result, entry.replace])).toEqual([
      [disk!.serial, 'ok', 0],
    ]);
    const listed = await test.post<{
      disks: { sn: string; status: string; abnormal: boolean; smart_test: { result: string } }[];
    }>('/zspool/disk/list', {}, { token, json: true });
    expect(listed.data.disks[0]).toMatchObject({
      status: 'ok',
      abnormal: false,
      smart_test: { result: 'ok' },
    });
  });

  it('reads a faulty fixture as fault/damaged and a disk without one as notsupported, kept across a restart', async () => {
    test = await startPoolDevice(sandbox);
    let token = await ownerToken(test);
    const [faulty, plain] = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    dropSmartFixture(test, plain!.serial);
    await test.device.bays.fail('sata1', 'smart-fault');

    const never = await statusWhenIdle(test, token, 2);
    expect(never).toMatchObject({ running: 0, jobId: null, summary: 'abnormal' });
    expect(never.disks.map((disk) => [disk.sn, disk.result, disk.id])).toEqual([
      [faulty!.serial, 'notest', 0],
      [plain!.serial, 'notest', 0],
    ]);

    const started = await test.post<JobInfo>(
      '/zspool/smart/detect/start',
      { type: 'short', protocol: 'protsata' },
      { token, json: true },
    );
    expect(started.data).toMatchObject({ kind: 'smart', poolId: null });
    expect((await test.device.jobs.whenFinished(started.data.id)).state).toBe('done');

    const status = await statusWhenIdle(test, token);
    expect(status).toMatchObject({ running: 0, jobId: started.data.id, summary: 'fault' });
    expect(status.disks.map((disk) => [disk.sn, disk.pos, disk.result, disk.health, disk.replace])).toEqual([
      [faulty!.serial, 1, 'fault', 'damaged', 1],
      [plain!.serial, 2, 'notsupported', 'abnormal', 0],
    ]);
    // The disk list shows the reading too.
    const listed = await test.post<{ disks: { sn: string; smart_test: { result: string } }[] }>(
      '/zspool/disk/list',
      {},
      { token, json: true },
    );
    expect(listed.data.disks.find((disk) => disk.sn === faulty!.serial)?.smart_test.result).toBe('fault');

    const faultyId = status.disks[0]!.id;
    const view = await test.post<{
      health: string;
      sn: string;
      warning: { level: string }[];
      attributes: { id: number; health: string; en_us: string }[];
    }>('/zspool/smart/history/view', { sn: faulty!.serial, id: faultyId }, { token, json: true });
    expect(view.data).toMatchObject({ sn: faulty!.serial, health: 'fault', id: faultyId });
    expect(view.data.warning[0]).toMatchObject({ level: 'fault' });
    expect(view.data.attributes.find((attribute) => attribute.id === 5)).toMatchObject({
      health: 'fault',
      en_us: 'Reallocated sector count',
    });
    const none = await test.post(
      '/zspool/smart/history/view',
      { sn: plain!.serial, id: faultyId },
      { token, json: true },
    );
    expect(none.code).toBe(Code.smartRecordNotFound);

    await test.close();
    test = await startPoolDevice(sandbox);
    token = await ownerToken(test, false);
    const history = await test.post<{ list: { id: number; sn: string; health: string }[] }>(
      '/zspool/smart/history/list',
      {},
      { token, json: true },
    );
    expect(history.data.list.map((entry) => [entry.sn, entry.health]).sort()).toEqual(
      [
        [faulty!.serial, 'fault'],
        [plain!.serial, 'notsupported'],
      ].sort(),
    );
    const again = await statusWhenIdle(test, token, 2);
    expect(again.disks.map((disk) => disk.result)).toEqual(['fault', 'notsupported']);
  });

  it('lets only the master start a check; refuses a protocol without disks', async () => {
    test = await startPoolDevice(sandbox);
    const owner = await ownerToken(test);
    await insertDisks(test, { sata1: '120G' });
    await test.device.accounts.addUser({ username: 'ops', mainRole: Role.devOps, password: 'Ops-2026xy' });
    const ops = await signIn(test, { username: 'ops', password: 'Ops-2026xy' });
    const refused = await test.post(
      '/zspool/smart/detect/start',
      { type: 'short', protocol: 'protsata' },
      { token: ops, json: true },
    );
    expect(refused.code).toBe(Code.forbidden);
    expect((await statusWhenIdle(test, ops, 1)).disks).toHaveLength(1);
    const noDisk = await test.post(
      '/zspool/smart/detect/start',
      { type: 'short', protocol: 'protnvme' },
      { token: owner, json: true },
    );
    expect(noDisk.code).toBe(Code.smartNoDisk);
  });
});
