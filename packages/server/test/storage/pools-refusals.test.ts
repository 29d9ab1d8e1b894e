import { Code, type FieldError } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PoolsInfo } from '../../src/storage/pools/pool-service.js';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import {
  insertDisks,
  ownerToken,
  passPasswordCheck,
  signatures,
  startPoolDevice,
} from '../support/pool-device.js';
import { formatExec } from '../support/pool-files.js';
import type { TestDevice } from '../support/test-device.js';

let sandbox: BaySandbox;
let test: TestDevice;
let token: string;
let free: string[];
let small: string;
let member: string;
let spare: string;
let poolId: string;
let devices: string[];
beforeAll(async () => {
  sandbox = createBaySandbox();
  test = await startPoolDevice(sandbox);
  token = await ownerToken(test);
  const disks = await insertDisks(test, {
    sata1: '100G',
    sata2: '100G',
    sata3: '100G',
    sata4: '100G',
    sata5: '100G',
    // One MiB under the spec's minimum of 100 GiB.
    sata6: '102399M',
    esata1: '100G',
    esata2: '100G',
    esata3: '100G',
  });
  const serials = disks.map((disk) => disk.serial);
  devices = disks.map((disk) => disk.device);
  free = serials.slice(0, 5);
  small = serials[5]!;
  [member, spare] = [serials[6]!, serials[8]!];
  const created = await formatExec(test, token, {
    action: 'new',
    protocol: 'protsata',
    raidtype: 'raid1',
    sys: [member, serials[7]],
    spare: [spare],
  });
  expect(created.job.state).toBe('done');
  poolId = created.poolId;
});
afterAll(() => tearDownSandbox(sandbox, test));

const allSignatures = () => Promise.all(devices.map((device) => signatures(device)));

/** A new-pool request after the password check; asserts it wrote nothing and made no pool. */
async function refusedCreate(raidtype: string, sys: string[], extra: Record<string, unknown> = {}) {
  const before = await allSignatures();
  await passPasswordCheck(test, token);
  const answer = await test.post<{ errors: FieldError[] }>(
    '/zspool/format/exec',
    { action: 'new', protocol: 'protsata', raidtype, sys, ...extra },
    { token, json: true },
  );
  expect(answer.success).toBe(false);
  expect(await allSignatures()).toEqual(before);
  const pools = (await test.post<PoolsInfo>('/zspool/info', {}, { token, json: true })).data.zspool.normal;
  expect(pools.map((pool) => pool.id)).toEqual([poolId]);
  return answer;
}

/** The one problem of a request, as the page shows it. */
const only = (field: string, code: string, message: string) => ({
  code,
  message,
  data: { errors: [{ field, code, message }] },
});

describe('a new pool with the wrong number of disks', () => {
  it.each<[string, number, number]>([
    ['basic', 0, 1],
    ['raid1', 1, 1],
    ['raid5', 2, 1],
    ['raid6', 3, 1],
    ['raid6', 1, 3],
    ['raid10', 2, 2],
  ])('refuses %s of %d disks: %d more needed', async (raidtype, count, more) => {
    const answer = await refusedCreate(raidtype, free.slice(0, count));
    expect(answer).toMatchObject(only('sys', Code.disksNeeded, `还需要${more}块硬盘组成存储池`));
  });

  it('refuses a basic pool of two disks', async () => {
    expect(await refusedCreate('basic', free.slice(0, 2))).toMatchObject(
      only('sys', Code.tooManyDisks, 'Basic模式最多只能选择1块硬盘'),
    );
  });

  it('refuses an odd RAID10', async () => {
    expect(await refusedCreate('raid10', free.slice(0, 5))).toMatchObject(
      only('sys', Code.raid10OddDisks, 'RAID10需要选择偶数数量的硬盘'),
    );
  });

  it('refuses a RAID1 of five disks, as btrfs keeps at most four copies', async () => {
    expect(await refusedCreate('raid1', free.slice(0, 5))).toMatchObject(
      only('sys', Code.raid1TooManyDisks, 'RAID1最多支持4块硬盘（每块硬盘各保存一份完整数据）'),
    );
  });
});

describe('a new pool with an unusable disk', () => {
  it('refuses a disk one MiB under 100 GiB', async () => {
    expect(await refusedCreate('basic', [small])).toMatchObject(
      only('sys.0', Code.diskTooSmall, '所选硬盘容量应大于等于100GB'),
    );
  });

  it('refuses a member of a pool and the pool’s hot spare', async () => {
    expect(await refusedCreate('basic', [member])).toMatchObject(
      only('sys.0', Code.diskNotFree, `硬盘${member}已在使用中，请选择空闲硬盘`),
    );
    expect(await refusedCreate('raid1', [free[0]!, spare])).toMatchObject(
      only('sys.1', Code.diskNotFree, `硬盘${spare}已在使用中，请选择空闲硬盘`),
    );
  });
});

describe('the pool name', () => {
  it.each(['', '   '])('is missing when it is %j', async (name) => {
    const before = await allSignatures();
    const answer = await test.post('/zspool/format/check', { name }, { token, json: true });
    expect(answer).toMatchObject(only('name', Code.poolNameMissing, '请输入存储池名称'));
    expect(await allSignatures()).toEqual(before);
  });
});

describe('a request with many problems', () => {
  it('reports every one of them, in order, and the first as the answer', async () => {
    const answer = await refusedCreate('raid1', [free[0]!, free[0]!, small, member, 'NO-SUCH-DISK'], {
      name: 'sata1',
      spare: [free[1], free[2]],
    });
    const expected = [
      ['sys', Code.raid1TooManyDisks, 'RAID1最多支持4块硬盘（每块硬盘各保存一份完整数据）'],
      ['sys.1', Code.diskChosenTwice, `硬盘${free[0]}被重复选择`],
      ['sys.2', Code.diskTooSmall, '所选硬盘容量应大于等于100GB'],
      ['sys.3', Code.diskNotFree, `硬盘${member}已在使用中，请选择空闲硬盘`],
      ['sys.4', Code.diskNotFound, '找不到硬盘NO-SUCH-DISK，请刷新后重试'],
      ['name', Code.poolNameTaken, '存储池名称已存在'],
      ['spare', Code.spareNotOneDisk, '请选择一块硬盘作为热备盘'],
    ].map(([field, code, message]) => ({ field, code, message }));
    expect(answer.data.errors).toEqual(expected);
    expect([answer.code, answer.message]).toEqual([expected[0]!.code, expected[0]!.message]);
  });
});
