import type { JobInfo } from '@coffer/contract';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exec } from '../../src/platform/exec.js';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { insertDisks, ownerToken, startPoolDevice } from '../support/pool-device.js';
import type { TestDevice } from '../support/test-device.js';

let sandbox: BaySandbox;
let test: TestDevice | undefined;
let token: string;
beforeEach(() => {
  sandbox = createBaySandbox();
});
afterEach(async () => {
  await tearDownSandbox(sandbox, test);
  test = undefined;
});

interface ListedDisk {
  sn: string;
  pos: number;
  status: string;
  abnormal: boolean;
  smart_test: { result: string };
}

interface CheckedDisk {
  sn: string;
  result: string;
  health: string;
  replace: 0 | 1;
  id: number;
}

const call = async <T>(path: string, body: Record<string, unknown>): Promise<T> => {
  const answer = await test!.post<T>(path, body, { token, json: true });
  expect(answer.success, `${path}: ${answer.message}`).toBe(true);
  return answer.data;
};

/** The disk list once it lists `count` disks (the disk monitor scans once a second). */
async function diskList(count: number): Promise<ListedDisk[]> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { disks } = await call<{ disks: ListedDisk[] }>('/zspool/disk/list', {});
    if (disks.length === count) return disks.sort((a, b) => a.pos - b.pos);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the disk list never listed ${count} disks`);
}

async function finished(path: string, body: Record<string, unknown>): Promise<void> {
  const job = await call<JobInfo>(path, body);
  expect((await test!.device.jobs.whenFinished(job.id)).state).toBe('done');
}

/** What each view says of each disk: the disk list, the SMART check and its detail, IHM and its report. */
async function everyView(serials: readonly string[]) {
  const listed = await diskList(serials.length);
  await finished('/zspool/smart/detect/start', { type: 'short', protocol: 'protsata' });
  const smart = await call<{ summary: string; disks: CheckedDisk[] }>('/zspool/smart/detect/status', {
    protocol: 'protsata',
  });
  await finished('/zspool/ihm/check/start', { type: 'sata-group' });
  const ihm = await call<{ summary: string; disks: CheckedDisk[] }>('/zspool/ihm/check/status', {
    type: 'sata-group',
  });
  const report = await call<{ list: CheckedDisk[] }>('/zspool/ihm/report/view', { sn: serials });
  const relisted = await diskList(serials.length);
  const views = [];
  for (const sn of serials) {
    const checked = smart.disks.find((disk) => disk.sn === sn)!;
    const detail = await call<{ health: string }>('/zspool/smart/history/view', { sn, id: checked.id });
    const inList = listed.find((disk) => disk.sn === sn)!;
    const afterChecks = relisted.find((disk) => disk.sn === sn)!;
    views.push({
      sn,
      results: [
        inList.smart_test.result,
        checked.result,
        detail.health,
        ihm.disks.find((disk) => disk.sn === sn)!.result,
        report.list.find((disk) => disk.sn === sn)!.result,
        afterChecks.smart_test.result,
      ],
      health: [checked.health, ihm.disks.find((disk) => disk.sn === sn)!.health],
      // The disk list flags a disk exactly when the SMART views advise replacing it.
      flagged: [inList.abnormal, afterChecks.abnormal, checked.replace === 1],
    });
  }
  return { views, summaries: [smart.summary, ihm.summary] };
}

describe('a disk has one SMART story in every view', () => {
  it('reads a real disk without SMART as notsupported and a new virtual disk as ok, in every view', async () => {
    const image = join(sandbox.dataDir, 'real-disk.img');
    writeFileSync(image, '');
    await exec('truncate', ['-s', '128M', image]);
    const realDevice = await sandbox.attachOwnLoop(image);
    test = await startPoolDevice(sandbox, { sata3: realDevice });
    token = await ownerToken(test);
    const [virtual] = await insertDisks(test, { sata1: '120G' });
    const [, real] = await diskList(2);
    expect(real).toMatchObject({ pos: 3, status: 'ok' });

    const { views, summaries } = await everyView([virtual!.serial, real!.sn]);
    expect(views).toEqual([
      {
        sn: virtual!.serial,
        results: Array(6).fill('ok'),
        health: ['healthy', 'healthy'],
        flagged: [false, false, false],
      },
      {
        sn: real!.sn,
        results: Array(6).fill('notsupported'),
        // spec 3 §4 "SMART / IHM": notsupported is abnormal in the v3 mapping; nothing to replace.
        health: ['abnormal', 'abnormal'],
        flagged: [false, false, false],
      },
    ]);
    // v2 precedence: the disk without SMART makes the group abnormal.
    expect(summaries).toEqual(['abnormal', 'abnormal']);
  });
});
