import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Code, Role, SESSION_COOKIE, type JobInfo, type UsageReportInfo } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exec } from '../../src/platform/exec.js';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { insertDisks, ownerToken, startPoolDevice } from '../support/pool-device.js';
import { formatExec } from '../support/pool-files.js';
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

interface ReportList {
  running: JobInfo | null;
  list: { id: number; files: number; bytes: number }[];
}

/** Folders of known files: name → [relative path, bytes]. */
const WRITTEN: Record<string, [string, number][]> = {
  Movies: [
    ['a.mkv', 3_000_000],
    ['b.MP4', 1_234_567],
    ['extras/c.jpg', 4096],
  ],
  'Docs, "old"': [
    ['report, "final".pdf', 777],
    ['notes.txt', 12],
    ['src/main.py', 300],
  ],
  Backups: [
    ['set.zip.001', 100_000],
    ['set.zip.002', 50_000],
    ['linux.torrent', 2000],
    ['README', 1],
  ],
};

describe('pool usage', () => {
  it('scans a real pool, keeps the report across a restart, and serves it as CSV', async () => {
    test = await startPoolDevice(sandbox);
    let token = await ownerToken(test);
    const [disk] = await insertDisks(test, { sata1: '120G' });
    const { poolId, job } = await formatExec(test, token, {
      action: 'new',
      protocol: 'protsata',
      raidtype: 'basic',
      sys: [disk!.serial],
    });
    expect(job.state).toBe('done');
    const root = test.device.pools.filesPath(poolId);
    let totalBytes = 0;
    for (const [folder, files] of Object.entries(WRITTEN)) {
      for (const [path, bytes] of files) {
        mkdirSync(join(root, folder, path, '..'), { recursive: true });
        writeFileSync(join(root, folder, path), Buffer.alloc(bytes, 7));
        totalBytes += bytes;
      }
    }
    writeFileSync(join(root, 'top.mp3'), Buffer.alloc(500));
    totalBytes += 500;
    await exec('sync', ['-f', root]);

    const call = <T>(path: string, body: Record<string, unknown>) => test!.post<T>(path, body, { token });
    expect((await call('/v2/tob/poolusage/config/get', { pid: poolId })).data).toEqual({
      pid: poolId,
      schedule: 'off',
    });
    const set = await call('/v2/tob/poolusage/config/set', { pid: poolId, schedule: 'weekly' });
    expect(set.data).toEqual({ pid: poolId, schedule: 'weekly' });
    expect((await call('/v2/tob/poolusage/summary', { pid: poolId })).data).toMatchObject({ report: null });

    const started = await call<{ jobId: string }>('/v2/tob/poolusage/detail/start', { pid: poolId });
    expect(started.success, started.message).toBe(true);
    let listed: ReportList | undefined;
    for (let attempt = 0; attempt < 200; attempt += 1) {
      listed = (await call<ReportList>('/v2/tob/poolusage/detail/list', { pid: poolId })).data;
      if (listed.running === null && listed.list.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(listed!.list).toHaveLength(1);
    expect(test.device.jobs.get(started.data.jobId)).toMatchObject({
      kind: 'usage',
      state: 'done',
      percent: 100,
    });

    const summary = await call<{ report: UsageReportInfo }>('/v2/tob/poolusage/summary', { pid: poolId });
    const report = summary.data.report;
    expect(report).toMatchObject({ files: 11, bytes: totalBytes, folders: 5 });
    expect(report.allocated).toBeGreaterThanOrEqual(totalBytes - 2000);
    const folder = (name: string) => report.topFolders.find((entry) => entry.name === name)!;
    expect(folder('Movies')).toMatchObject({ files: 3, bytes: 3_000_000 + 1_234_567 + 4096, folders: 1 });
    expect(folder('Docs, "old"')).toMatchObject({ files: 3, bytes: 1089, folders: 1 });
    expect(folder('Backups')).toMatchObject({ files: 4, bytes: 152_001, folders: 0 });
    expect(folder('/')).toMatchObject({ files: 1, bytes: 500 });
    expect(folder('Movies').largest[0]).toMatchObject({ path: 'Movies/a.mkv', bytes: 3_000_000 });
    const byType = Object.fromEntries(report.types.map((type) => [type.type, [type.files, type.bytes]]));
    expect(byType).toEqual({
      0: [1, 1],
      101: [1, 4096],
      102: [2, 4_234_567],
      103: [1, 500],
      104: [1, 2000],
      106: [2, 150_000],
      107: [2, 789],
      499: [1, 300],
    });

    const id = listed!.list[0]!.id;
    const chart = await call<{ byType: { labels: number[]; bytes: number[] } }>(
      '/v2/tob/poolusage/detail/chart',
      { id },
    );
    expect(chart.data.byType.labels[0]).toBe(102);
    expect(chart.data.byType.bytes[0]).toBe(4_234_567);
    expect((await call('/v2/tob/poolusage/detail/info', { id })).data).toMatchObject({ id, files: 11 });

    // The CSV, by the session cookie; a name with a comma and quotes is quoted.
    const csvUrl = `/v2/tob/poolusage/download?id=${id}`;
    const download = await test.raw(csvUrl, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(download.headers.get('content-type')).toContain('text/csv');
    const lines = (await download.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('kind,folder,item,bytes,allocated,files,folders');
    expect(lines).toContain('folder,"Docs, ""old""",,1089,' + folder('Docs, "old"').allocated + ',3,1');
    expect(lines).toContain(
      `file,"Docs, ""old""","Docs, ""old""/report, ""final"".pdf",777,${
        folder('Docs, "old"').largest.find((file) => file.bytes === 777)!.allocated
      },1,`,
    );
    expect(lines.filter((line) => line.startsWith('file,'))).toHaveLength(11);
    const noCookie = await test.raw(csvUrl);
    expect(noCookie.headers.get('content-type')).not.toContain('text/csv');

    // An ordinary user may not see usage reports.
    await test.device.accounts.addUser({ username: 'alice', mainRole: Role.user, password: 'Alice-2026x' });
    const alice = await signIn(test, { username: 'alice', password: 'Alice-2026x' });
    const refused = await test.post('/v2/tob/poolusage/summary', { pid: poolId }, { token: alice });
    expect(refused.code).toBe(Code.forbidden);
    const refusedCsv = await test.raw(csvUrl, { headers: { cookie: `${SESSION_COOKIE}=${alice}` } });
    expect(((await refusedCsv.json()) as { code: string }).code).toBe(Code.forbidden);

    // After a restart the report and the schedule are still there.
    await test.close();
    test = await startPoolDevice(sandbox);
    token = await ownerToken(test, false);
    const after = await call<ReportList>('/v2/tob/poolusage/detail/list', { pid: poolId });
    expect(after.data.list).toEqual([expect.objectContaining({ id, files: 11, bytes: totalBytes })]);
    expect((await call('/v2/tob/poolusage/config/get', { pid: poolId })).data).toMatchObject({
      schedule: 'weekly',
    });
    expect((await call('/v2/tob/poolusage/detail/del', { id })).data).toEqual({ id });
    expect((await call('/v2/tob/poolusage/detail/info', { id })).code).toBe(Code.usageReportNotFound);
    expect((await call('/v2/tob/poolusage/detail/start', { pid: 'pool-none' })).code).toBe(Code.poolNotFound);
  });
});
