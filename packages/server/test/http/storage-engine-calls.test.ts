import {
  AGENT_SERVICE,
  Code,
  PasswordEvent,
  messageOf,
  type PoolInfo,
  type StorageProblemInfo,
} from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheRefusal, detectCacheSupport } from '../../src/storage/cache/cache-support.js';
import type { PoolRecord } from '../../src/storage/pools/pool-record.js';
import { PoolStore } from '../../src/storage/pools/pool-store.js';
import type { PoolsInfo } from '../../src/storage/pools/pool-service.js';
import { passPasswordCheck } from '../support/pool-device.js';
import { registerOwner, signIn, startTestDevice, type TestDevice } from '../support/test-device.js';

/**
 * The storage manager's calls over HTTP on a device without disks: pools are recorded rows whose
 * disks are not there (so nothing is mounted), which is all these answers need.
 */
let test: TestDevice;
let token: string;
beforeAll(async () => {
  test = await startTestDevice();
  await registerOwner(test);
  token = await signIn(test);
  const store = new PoolStore(test.device.db);
  store.insert(record('pool-plain'));
  store.insert(record('pool-locked', { encrypted: true }));
});
afterAll(async () => {
  await test.close();
});

function record(id: string, extra: Partial<PoolRecord> = {}): PoolRecord {
  return {
    id,
    name: id,
    kind: 'normal',
    raidType: 'raid1',
    protocol: 'protsata',
    fsUuid: '',
    members: [
      { sn: `${id}-a`, size: 200 * 1024 ** 3 },
      { sn: `${id}-b`, size: 200 * 1024 ** 3 },
    ],
    spares: [],
    createdAt: Date.now(),
    state: 'ready',
    ...extra,
  };
}

const json = <T>(path: string, body: Record<string, unknown> = {}, lang = 'zh-CN') =>
  test.post<T>(path, body, { token, json: true, headers: { 'accept-language': lang } });

describe('/zspool/format/verify', () => {
  it('answers what exec refuses a repair of an unknown pool with, touching nothing', async () => {
    const request = { action: 'repair', pid: 'pool-none', repair: ['x'], sys: ['y'] };
    const verified = await json<{ problems: StorageProblemInfo[] }>('/zspool/format/verify', request, 'en');
    expect(verified.data.problems).toEqual([
      { field: '', code: Code.poolNotFound, message: messageOf(Code.poolNotFound, 'en') },
    ]);
    await passPasswordCheck(test, token);
    const exec = await json('/zspool/format/exec', request, 'en');
    expect([exec.code, exec.message]).toEqual([Code.poolNotFound, verified.data.problems[0]!.message]);
    expect(test.device.jobs.unfinished()).toEqual([]);
  });

  it('needs no password check, and answers field problems in the caller’s language', async () => {
    const verified = await json<{ problems: StorageProblemInfo[] }>('/zspool/format/verify', {
      action: 'spare',
      sn: 'no-such-disk',
      pids: ['pool-none'],
    });
    expect(verified.success).toBe(true);
    expect(verified.data.problems).toEqual([
      { field: 'spare.0', code: Code.diskNotFound, message: '找不到硬盘no-such-disk，请刷新后重试' },
      { field: 'pid.0', code: Code.poolNotFound, message: '存储池不存在，请刷新后重试' },
    ]);
  });

  it('refuses a new pool while every pool is unavailable (STOR-POOL-09), as exec does', async () => {
    const request = { action: 'new', protocol: 'protsata', raidtype: 'basic', sys: ['disk-none'] };
    const verified = await json<{ problems: StorageProblemInfo[] }>('/zspool/format/verify', request);
    expect(verified.data.problems.map((problem) => [problem.field, problem.code])).toEqual([
      ['', Code.noPoolAvailable],
      ['sys.0', Code.diskNotFound],
    ]);
    expect(verified.data.problems[0]!.message).toBe(
      '新建存储池失败，请至少恢复一个存储池到可用状态，或删除所有存储池重启设备后重试。',
    );
    await passPasswordCheck(test, token);
    const exec = await json<{ errors: StorageProblemInfo[] }>('/zspool/format/exec', request);
    expect(exec.code).toBe(Code.noPoolAvailable);
    expect(exec.data.errors).toEqual(verified.data.problems);
  });

  it('refuses a password it cannot read before anything else, as exec does', async () => {
    const request = {
      action: 'new',
      protocol: 'protsata',
      raidtype: 'basic',
      sys: ['disk-none'],
      encryptpwd: 'bm90IGEgY2lwaGVy',
      key_id: 'another-key',
    };
    const verified = await json<{ problems: StorageProblemInfo[] }>('/zspool/format/verify', request);
    expect(verified.data.problems.map((problem) => [problem.field, problem.code])).toEqual([
      ['', Code.staleKey],
    ]);
  });
});

describe('SSD cache calls', () => {
  it('says whether this kernel can cache, with the refusal the cache actions give', async () => {
    const support = detectCacheSupport();
    const refusal = cacheRefusal(support);
    for (const lang of ['zh-CN', 'en'] as const) {
      const answer = await json('/zspool/cache/support', {}, lang);
      expect(answer.data).toEqual({
        bcache: support.bcache,
        dmCache: support.dmCache,
        supported: refusal === null,
        code: refusal?.code ?? null,
        message: refusal ? messageOf(refusal.code, lang, refusal.params) : '',
      });
    }
  });

  it('answers C109008 to a rename or delete of a cache pool no record has', async () => {
    expect((await json('/zspool/rename/cache', { id: 'cache-none', name: 'Fast' })).code).toBe(
      Code.cachePoolNotFound,
    );
    expect((await json('/zspool/cache/delete', { id: 'cache-none' })).code).toBe(Code.passwordCheckRequired);
    await passPasswordCheck(test, token, PasswordEvent.storageDelete);
    expect((await json('/zspool/cache/delete', { id: 'cache-none' })).code).toBe(Code.cachePoolNotFound);
  });
});

describe('the pool-unlocked task event', () => {
  const agent = (body: Record<string, unknown>, query = `?service=${AGENT_SERVICE.poolUnlocked}`) =>
    test.post<unknown>(`/v1/api/agent${query}`, body, { token });

  it('reads the service from the query string or the body, and refuses any other', async () => {
    expect((await agent({ type: 1, id: 'pool-none' })).code).toBe(Code.poolNotFound);
    expect((await agent({ service: AGENT_SERVICE.poolUnlocked, type: 1, id: 'pool-none' }, '')).code).toBe(
      Code.poolNotFound,
    );
    expect((await agent({ type: 1, id: 'pool-none' }, '')).code).toBe(Code.invalidParam);
    expect((await agent({ type: 1, id: 'pool-none' }, '?service=system.Other')).code).toBe(Code.invalidParam);
    expect((await agent({ type: 2, id: 'pool-none' })).code).toBe(Code.invalidParam);
  });

  it('answers C107002 while the pool is locked, which the page retries on', async () => {
    expect((await agent({ type: 1, id: 'pool-locked' })).code).toBe(Code.poolLocked);
    expect((await agent({ type: 1, id: 'pool-plain' })).code).toBe(Code.poolNotEncrypted);
  });
});

describe('an encrypted pool that cannot check a password (STOR-ENC-03)', () => {
  it('refuses the unlock with the spec’s words and counts no attempt', async () => {
    const pwd = await test.encrypt('Cof3ferA');
    const unlock = () =>
      json('/zspool/decrypted/pool', { id: 'pool-locked', pwd: pwd.cipher, key_id: pwd.keyId });
    const answer = await unlock();
    expect([answer.code, answer.message]).toEqual([
      Code.encryptedPoolDamaged,
      '加密存储池异常，无法验证密码，请先处理故障的加密存储池后重试。',
    ]);
    for (let attempt = 0; attempt < 6; attempt += 1)
      expect((await unlock()).code).toBe(Code.encryptedPoolDamaged);
  });
});

describe('/zspool/info rebuild state and task', () => {
  const poolOf = async (id: string): Promise<PoolInfo> => {
    const answer = await json<PoolsInfo>('/zspool/info');
    return answer.data.zspool.normal.find((pool) => pool.id === id)!;
  };

  it('reads the running job per answer: recovery, its rate and the task, then active again', async () => {
    expect(await poolOf('pool-plain')).toMatchObject({
      usr_raid_status: { status: 'active', remain_time: 0, rate: 1 },
      sys_raid_status: { status: 'active', remain_time: 0, rate: 1 },
      task: null,
    });
    let report: (percent: number) => void = () => undefined;
    let finish: () => void = () => undefined;
    const job = test.device.jobs.start(
      { kind: 'replace', poolId: 'pool-plain', description: 'replacing', exclusive: true },
      async (context) => {
        report = (percent) => context.progress(percent, 'replacing');
        context.progress(0, 'replacing');
        await new Promise<void>((resolve) => (finish = resolve));
      },
    );
    // 10 % after 0.6 s: about 5 s to go.
    await new Promise((resolve) => setTimeout(resolve, 600));
    report(10);
    const early = await poolOf('pool-plain');
    expect(early.usr_raid_status).toMatchObject({ status: 'recovery', rate: 0.1 });
    expect(early.usr_raid_status.remain_time).toBeGreaterThan(0);
    expect(early.sys_raid_status).toEqual(early.usr_raid_status);
    expect(early.task).toMatchObject({ id: job.id, kind: 'replace', state: 'running', percent: 10 });

    // Progress within a step is no change the observation hears of; the answer still follows it.
    report(60);
    expect((await poolOf('pool-plain')).usr_raid_status.rate).toBe(0.6);

    finish();
    await test.device.jobs.whenFinished(job.id);
    expect(await poolOf('pool-plain')).toMatchObject({ usr_raid_status: { status: 'active' }, task: null });
  });
});
