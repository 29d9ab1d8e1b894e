import { existsSync } from 'node:fs';
import { Code, PasswordEvent, Role, type FieldError, type JobInfo } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PoolsInfo } from '../../src/storage/pools/pool-service.js';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import {
  insertDisks,
  ownerToken,
  passPasswordCheck,
  signatures,
  startPoolDevice,
  waitForJob,
} from '../support/pool-device.js';
import { signIn, type TestDevice } from '../support/test-device.js';

const GIB = 2 ** 30;

let sandbox: BaySandbox;
let test: TestDevice;
let token: string;
let disks: { serial: string; device: string }[];
beforeAll(async () => {
  sandbox = createBaySandbox();
  test = await startPoolDevice(sandbox);
  token = await ownerToken(test);
  disks = await insertDisks(test, { sata1: '120G', sata2: '120G', sata3: '50G' });
});
afterAll(() => tearDownSandbox(sandbox, test));

const serials = (...indexes: number[]) => indexes.map((index) => disks[index]!.serial);
const newPool = (sys: string[], extra: Record<string, unknown> = {}) => ({
  action: 'new',
  protocol: 'protsata',
  raidtype: 'raid1',
  sys,
  ...extra,
});
const info = async (as = token) => test.post<PoolsInfo>('/zspool/info', {}, { token: as, json: true });

async function expectBlank(): Promise<void> {
  for (const disk of disks) expect(await signatures(disk.device), disk.serial).toEqual([]);
}

describe('who may create pools', () => {
  it('refuses an ordinary user, who cannot read the pools either', async () => {
    await test.device.accounts.addUser({ username: 'alice', mainRole: Role.user, password: 'Alice-2026x' });
    const alice = await signIn(test, { username: 'alice', password: 'Alice-2026x' });
    await passPasswordCheck(test, alice, PasswordEvent.storageFormat, 'Alice-2026x');
    const answer = await test.post('/zspool/format/exec', newPool(serials(0, 1)), {
      token: alice,
      json: true,
    });
    expect(answer.code).toBe(Code.forbidden);
    expect((await info(alice)).code).toBe(Code.forbidden);
    await expectBlank();
  });

  it('lets an operations administrator read the pools but not create one', async () => {
    await test.device.accounts.addUser({ username: 'ops', mainRole: Role.devOps, password: 'Ops-2026xy' });
    const ops = await signIn(test, { username: 'ops', password: 'Ops-2026xy' });
    expect((await info(ops)).success).toBe(true);
    await passPasswordCheck(test, ops, PasswordEvent.storageFormat, 'Ops-2026xy');
    const answer = await test.post('/zspool/format/exec', newPool(serials(0, 1)), { token: ops, json: true });
    expect(answer.code).toBe(Code.forbidden);
    await expectBlank();
  });

  it('needs the administrator password check, and formats nothing without it', async () => {
    const answer = await test.post('/zspool/format/exec', newPool(serials(0, 1)), { token, json: true });
    expect(answer.code).toBe(Code.passwordCheckRequired);
    await expectBlank();
  });
});

describe('creating a pool', () => {
  it('reports every problem of an invalid request at once and touches no disk', async () => {
    await passPasswordCheck(test, token);
    const answer = await test.post<{ errors: FieldError[] }>(
      '/zspool/format/exec',
      newPool(serials(0, 2), { raidtype: 'raid5', name: 'a/b' }),
      { token, json: true },
    );
    expect(answer.success).toBe(false);
    const found = answer.data.errors.map((error) => [error.field, error.code]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['sys', Code.disksNeeded],
        ['sys.1', Code.diskTooSmall],
        ['name', Code.poolNameInvalid],
      ]),
    );
    expect(answer.code).toBe(answer.data.errors[0]!.code);
    expect(answer.data.errors.find((error) => error.field === 'sys.1')?.message).toBe(
      '所选硬盘容量应大于等于100GB',
    );
    await expectBlank();
    expect((await info()).data.zspool.normal).toEqual([]);
  });

  it('creates a RAID1 pool as a job that reports its steps, then shows it ok with the usable space', async () => {
    expect(
      (await test.post('/zspool/format/check', { name: 'Archive' }, { token, json: true })).data,
    ).toEqual({
      name: 'Archive',
      defaultName: 'SATA1',
    });
    await passPasswordCheck(test, token);
    const answer = await test.post<{ jobId: string; poolId: string }>(
      '/zspool/format/exec',
      newPool(serials(0, 1), { name: 'Archive' }),
      { token, json: true },
    );
    expect(answer.success).toBe(true);
    const seen: JobInfo[] = [];
    const stop = test.device.jobs.onChange((job) => seen.push(job as JobInfo));
    const job = await waitForJob(test, token, answer.data.jobId);
    stop();
    expect(job).toMatchObject({ state: 'done', percent: 100, kind: 'format', poolId: answer.data.poolId });

    const pools = (await info()).data.zspool.normal;
    expect(pools).toHaveLength(1);
    const pool = pools[0]!;
    expect(pool).toMatchObject({
      id: answer.data.poolId,
      name: 'Archive',
      raid_type: 'raid1',
      status: 'ok',
      has_mount: 1,
      disk_count: 2,
      disk_list: serials(0, 1),
      missingNum: 0,
      errorNum: 0,
      okNum: 2,
      diskMinSize: 120 * GIB,
    });
    // RAID1 usable space is the smallest disk (spec 3 §5).
    expect(Math.abs(pool.total_size - 120 * GIB) / (120 * GIB)).toBeLessThan(0.02);
    expect(pool.free_size).toBeGreaterThan(0.9 * pool.total_size);
    expect(pool.free_size).toBeLessThanOrEqual(pool.total_size);
    for (const index of [0, 1]) expect(await signatures(disks[index]!.device)).toEqual(['btrfs']);
    expect(await signatures(disks[2]!.device)).toEqual([]);
    expect(existsSync(test.device.pools.mountPoint(pool.id))).toBe(true);
  });

  it('refuses disks that are already in a pool and a name taken in another case', async () => {
    await passPasswordCheck(test, token);
    const answer = await test.post<{ errors: FieldError[] }>(
      '/zspool/format/exec',
      newPool(serials(0, 1), { name: 'ARCHIVE' }),
      { token, json: true },
    );
    expect(answer.data.errors.map((error) => error.code)).toEqual(
      expect.arrayContaining([Code.diskNotFree, Code.poolNameTaken]),
    );
  });

  it('renames the pool, refusing an empty name', async () => {
    const id = (await info()).data.zspool.normal[0]!.id;
    expect((await test.post('/zspool/rename/pool', { id, name: '  ' }, { token, json: true })).code).toBe(
      Code.poolNameMissing,
    );
    const answer = await test.post('/zspool/rename/pool', { id, name: ' Backups ' }, { token, json: true });
    expect(answer.data).toEqual({ id, name: 'Backups' });
    expect((await info()).data.zspool.normal[0]!.name).toBe('Backups');
    expect(
      (await test.post('/zspool/rename/pool', { id: 'nope', name: 'X' }, { token, json: true })).code,
    ).toBe(Code.poolNotFound);
  });

  it('deletes the pool only after the delete password check, leaving the disks blank', async () => {
    const id = (await info()).data.zspool.normal[0]!.id;
    await passPasswordCheck(test, token, PasswordEvent.storageFormat);
    expect((await test.post('/zspool/delete/set', { id }, { token, json: true })).code).toBe(
      Code.passwordCheckRequired,
    );
    await passPasswordCheck(test, token, PasswordEvent.storageDelete);
    expect((await test.post('/zspool/delete/set', { id }, { token, json: true })).data).toEqual({ id });
    expect((await info()).data.zspool.normal).toEqual([]);
    expect(existsSync(test.device.pools.mountPoint(id))).toBe(false);
    await expectBlank();
  });
});
