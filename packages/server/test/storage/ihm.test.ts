import { Code, type JobInfo } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { dropSmartFixture, insertDisks, ownerToken, startPoolDevice } from '../support/pool-device.js';
import type { TestDevice } from '../support/test-device.js';

const sandbox = createBaySandbox();
let test: TestDevice;
let token: string;
let warned: string;
let plain: string;
let worn: string;
beforeAll(async () => {
  test = await startPoolDevice(sandbox);
  token = await ownerToken(test);
  const disks = await insertDisks(test, { sata1: '120G', sata2: '120G', 'm2-1': '120G' });
  [warned, plain, worn] = disks.map((disk) => disk.serial) as [string, string, string];
  dropSmartFixture(test, plain);
  await test.device.bays.fail('sata1', 'smart-warning');
  await test.device.bays.fail('m2-1', 'smart-fault');
});
afterAll(() => tearDownSandbox(sandbox, test));

interface IhmDisk {
  sn: string;
  pos: number;
  result: string;
  health: string;
  replace: 0 | 1;
  id: number;
  ctime: number;
}

interface IhmStatus {
  type: string;
  running: 0 | 1;
  jobId: string | null;
  percent: number;
  summary: string;
  disks: IhmDisk[];
}

interface IhmReport extends IhmDisk {
  type: string;
  model: string;
  warning: { level: string; reason: string }[];
  indicators: Record<string, number | null>;
}

const call = <T>(path: string, body: Record<string, unknown>) =>
  test.post<T>(path, body, { token, json: true });

/** The group's status once idle and listing `disks` disks (the disk monitor scans once a second). */
async function idleStatus(type: string, disks: number): Promise<IhmStatus> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await call<IhmStatus>('/zspool/ihm/check/status', { type });
    expect(answer.success, answer.message).toBe(true);
    if (answer.data.running === 0 && answer.data.disks.length === disks) return answer.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${type} never settled`);
}

async function check(type: string): Promise<JobInfo> {
  const started = await call<JobInfo>('/zspool/ihm/check/start', { type });
  expect(started.success, started.message).toBe(true);
  expect(started.data).toMatchObject({ kind: 'smart', poolId: null });
  return test.device.jobs.whenFinished(started.data.id);
}

describe('IHM, the health of a disk group', () => {
  it('checks the SATA group from SMART: a worn disk is flagged, a disk without SMART is abnormal', async () => {
    const before = await idleStatus('sata-group', 2);
    expect(before).toMatchObject({ running: 0, jobId: null, summary: 'abnormal' });
    expect(before.disks.map((disk) => disk.result)).toEqual(['notest', 'notest']);

    expect(await check('sata-group')).toMatchObject({ state: 'done', percent: 100 });
    const after = await idleStatus('sata-group', 2);
    // v2 precedence: the disk without SMART (abnormal) outranks the worn one (warning).
    expect(after).toMatchObject({ running: 0, percent: 100, summary: 'abnormal' });
    expect(after.disks.map((disk) => [disk.sn, disk.pos, disk.result, disk.health, disk.replace])).toEqual([
      [warned, 1, 'warning', 'warning', 1],
      [plain, 2, 'notsupported', 'abnormal', 0],
    ]);

    const report = await call<{ list: IhmReport[] }>('/zspool/ihm/report/view', { sn: [warned, plain] });
    expect(report.success, report.message).toBe(true);
    const [worn0, bare] = report.data.list;
    expect(worn0).toMatchObject({ sn: warned, type: 'sata-group', result: 'warning', replace: 1 });
    expect(worn0!.warning.length).toBeGreaterThan(0);
    expect(worn0!.indicators).toEqual({
      temperature: 36,
      power_on_hours: 8760,
      reallocated_sectors: 24,
      pending_sectors: 8,
      uncorrectable_sectors: 8,
      media_errors: null,
      percentage_used: null,
    });
    // The reading is the one the SMART history keeps.
    const reading = await call<{ health: string }>('/zspool/smart/history/view', {
      sn: warned,
      id: worn0!.id,
    });
    expect(reading.data.health).toBe('warning');
    // No SMART: nothing measured, nothing made up.
    expect(bare).toMatchObject({ sn: plain, result: 'notsupported', warning: [] });
    expect(Object.values(bare!.indicators)).toEqual(Array(7).fill(null));
  });

  it('checks the SSD group from the NVMe health log', async () => {
    await idleStatus('ssd-group', 1);
    await check('ssd-group');
    const status = await idleStatus('ssd-group', 1);
    expect(status).toMatchObject({
      summary: 'fault',
      disks: [{ sn: worn, result: 'fault', health: 'damaged' }],
    });
    const report = await call<{ list: IhmReport[] }>('/zspool/ihm/report/view', {
      sn: JSON.stringify([worn]),
    });
    expect(report.data.list[0]).toMatchObject({ type: 'ssd-group', result: 'fault', replace: 1 });
    expect(report.data.list[0]!.indicators).toEqual({
      temperature: 38,
      power_on_hours: 8760,
      reallocated_sectors: null,
      pending_sectors: null,
      uncorrectable_sectors: null,
      media_errors: 117,
      percentage_used: 100,
    });
  });

  it('refuses a group without disks and a disk it does not know', async () => {
    expect((await call('/zspool/ihm/check/start', { type: 'esata-group' })).code).toBe(Code.smartNoDisk);
    expect((await call('/zspool/ihm/check/start', { type: 'usb-group' })).success).toBe(false);
    expect((await call('/zspool/ihm/report/view', { sn: ['CVD000000000'] })).code).toBe(
      Code.smartDiskNotFound,
    );
  });
});

describe('the SMART check task', () => {
  it('answers the newest check of a protocol with its readings, or the one named', async () => {
    const started = await call<JobInfo>('/zspool/smart/detect/start', {
      type: 'short',
      protocol: 'protsata',
    });
    await test.device.jobs.whenFinished(started.data.id);
    const task = await call<{ task: JobInfo | null; disks: IhmDisk[]; pending: string[] }>(
      '/zspool/smart/detect/task',
      { protocol: 'protsata' },
    );
    expect(task.success, task.message).toBe(true);
    expect(task.data).toMatchObject({
      task: { id: started.data.id, kind: 'smart', state: 'done' },
      pending: [],
    });
    expect(task.data.disks.map((disk) => [disk.sn, disk.result, disk.replace]).sort()).toEqual(
      [
        [warned, 'warning', 1],
        [plain, 'notsupported', 0],
      ].sort(),
    );
    const named = await call<{ task: JobInfo }>('/zspool/smart/detect/task', {
      protocol: 'protsata',
      jobId: started.data.id,
    });
    expect(named.data.task.id).toBe(started.data.id);
    expect((await call('/zspool/smart/detect/task', { protocol: 'protsata', jobId: 'nope' })).code).toBe(
      Code.jobNotFound,
    );
    expect((await call('/zspool/smart/detect/task', { protocol: 'protesata' })).data).toEqual({
      task: null,
      disks: [],
      pending: [],
    });
  });
});
