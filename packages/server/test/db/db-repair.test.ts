import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Code, Role, type DbRepairStateInfo, type PollResponse } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobStore } from '../../src/storage/jobs/job-store.js';
import { PoolStore } from '../../src/storage/pools/pool-store.js';
import { OWNER, registerOwner, signIn, startTestDevice, type TestDevice } from '../support/test-device.js';
import { leafPagesOf, overwritePages } from './damage-database.js';

/**
 * A real daemon writes its database, stops, the file is damaged on disk, and the daemon starts on it
 * again (issue 14 item 9: "a corrupted SQLite file at start").
 */
const ALICE = { username: 'alice', password: 'Alice-2026x' };
const JOBS = 600;

async function repairState(test: TestDevice, token: string): Promise<DbRepairStateInfo> {
  const answer = await test.post<DbRepairStateInfo>('/mysql/repair/state', {}, { token });
  expect(answer.success).toBe(true);
  return answer.data;
}

async function dbState(test: TestDevice, token: string): Promise<PollResponse['db_state']> {
  const answer = await test.post<PollResponse>('/system/polling2', {}, { token });
  expect(answer.success).toBe(true);
  return answer.data.db_state;
}

describe('a database damaged in pages that hold neither accounts nor pools', () => {
  let dataDir: string;
  let test: TestDevice | undefined;
  let damaged: Buffer;
  let lostRows: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'coffer-dbrepair-'));
    const first = await startTestDevice(undefined, { dataDir });
    await registerOwner(first);
    await first.device.accounts.addUser({ ...ALICE, mainRole: Role.user });
    new PoolStore(first.device.db).insert({
      id: 'pool-kept',
      name: 'Kept',
      kind: 'normal',
      raidType: 'raid1',
      protocol: 'protsata',
      fsUuid: '',
      members: [
        { sn: 'kept-a', size: 200 * 1024 ** 3 },
        { sn: 'kept-b', size: 200 * 1024 ** 3 },
      ],
      spares: [],
      createdAt: Date.now(),
      state: 'ready',
    });
    // Enough finished jobs to fill many pages, so damage can fall in the middle of a table.
    const jobs = new JobStore(first.device.db);
    for (let i = 0; i < JOBS; i += 1) {
      jobs.save({
        id: `job-${String(i).padStart(4, '0')}`,
        kind: 'scrub',
        poolId: 'pool-kept',
        state: 'done',
        percent: 100,
        description: 'finished scrub with a description long enough to take room',
        errorCode: null,
        errorMessage: null,
        createdAt: 1_700_000_000_000 + i,
        finishedAt: 1_700_000_000_500 + i,
      });
    }
    await first.close();
    const file = join(dataDir, 'coffer.db');
    const { pages, pageSize } = leafPagesOf(file, 'jobs');
    expect(pages.length).toBeGreaterThan(6);
    const lost = pages.slice(Math.floor(pages.length / 2), Math.floor(pages.length / 2) + 2);
    lostRows = lost.reduce((sum, page) => sum + page.ncell, 0);
    damaged = overwritePages(
      file,
      lost.map((page) => page.pageno),
      pageSize,
    );
    test = await startTestDevice(undefined, { dataDir });
  });
  afterAll(async () => {
    await test?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts, the owner signs in, and the poll reports the database down until acknowledged', async () => {
    const token = await signIn(test!, OWNER);
    expect(await dbState(test!, token)).toBe('down');
    const state = await repairState(test!, token);
    expect(state).toMatchObject({ state: 'success', title: 'corrupt', currentStep: 4 });
    expect(state.steps).toEqual(['check', 'keep', 'schema', 'recover', 'verify']);
  });

  it('keeps the damaged file aside, byte for byte as it was found', async () => {
    const token = await signIn(test!, OWNER);
    const { damagedCopy } = await repairState(test!, token);
    expect(dirname(damagedCopy)).toBe(join(dataDir, 'db-repair'));
    expect(readFileSync(damagedCopy).equals(damaged)).toBe(true);
  });

  it('keeps the accounts and the pool, and every job outside the damaged pages', async () => {
    const token = await signIn(test!, OWNER);
    const state = await repairState(test!, token);
    const byName = new Map(state.tables.map((table) => [table.name, table]));
    expect(byName.get('users')).toMatchObject({ rows: 2, complete: true });
    expect(byName.get('pools')).toMatchObject({ rows: 1, complete: true });
    const jobs = byName.get('jobs')!;
    expect(jobs.complete).toBe(false);
    // Two pages of the table are lost; every row before and after them is read.
    expect(lostRows).toBeGreaterThan(0);
    expect(jobs.rows).toBe(JOBS - lostRows);
    expect(state.recoveredRows).toBe(state.tables.reduce((sum, table) => sum + table.rows, 0));
    expect(new PoolStore(test!.device.db).find('pool-kept')?.name).toBe('Kept');
    const jobIds = (test!.device.db.prepare('SELECT id FROM jobs ORDER BY id').all() as { id: string }[]).map(
      (row) => row.id,
    );
    expect(jobIds[0]).toBe('job-0000');
    expect(jobIds.at(-1)).toBe(`job-${String(JOBS - 1).padStart(4, '0')}`);
    expect(test!.device.db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('tells an ordinary user the state without the file path, and refuses them the acknowledgement', async () => {
    const token = await signIn(test!, ALICE);
    const state = await repairState(test!, token);
    expect(state.state).toBe('success');
    expect(state.damagedCopy).toBe('');
    const refused = await test!.post('/mysql/repair/clean', {}, { token });
    expect(refused.code).toBe(Code.forbidden);
  });

  it('clears the report once the master acknowledges it, also after a restart', async () => {
    const token = await signIn(test!, OWNER);
    const answer = await test!.post<DbRepairStateInfo>('/mysql/repair/clean', {}, { token });
    expect(answer.data.state).toBe('none');
    expect(await dbState(test!, token)).toBe('ok');
    await test!.close();
    test = await startTestDevice(undefined, { dataDir });
    const again = await signIn(test, OWNER);
    expect((await repairState(test, again)).state).toBe('none');
    expect(existsSync(join(dataDir, 'db-repair', 'report.json'))).toBe(true);
  });
});

describe('a database file that is not a database at all', () => {
  let dataDir: string;
  let test: TestDevice | undefined;
  const garbage = Buffer.from('this file was a database once; a failing disk left this instead\n'.repeat(64));

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'coffer-dbrepair-'));
    const first = await startTestDevice(undefined, { dataDir });
    await registerOwner(first);
    await first.close();
    writeFileSync(join(dataDir, 'coffer.db'), garbage);
    test = await startTestDevice(undefined, { dataDir });
  });
  afterAll(async () => {
    await test?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on an empty database, keeps the file and reports the failure', async () => {
    // Nothing survived: the device asks for its owner again.
    const registered = await test!.post<{ registered: boolean }>('/v1/user/isRegistered');
    expect(registered.data).toEqual({ registered: false });
    await registerOwner(test!);
    const token = await signIn(test!, OWNER);
    expect(await dbState(test!, token)).toBe('down');
    const state = await repairState(test!, token);
    expect(state).toMatchObject({ state: 'fail', title: 'notadb', recoveredRows: 0 });
    expect(readFileSync(state.damagedCopy).equals(garbage)).toBe(true);
  });
});
