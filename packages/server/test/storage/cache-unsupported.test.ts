import { CACHE_MISSING, Code, messageOf } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheRefusal, detectCacheSupport } from '../../src/storage/cache/cache-support.js';
import { PoolStore } from '../../src/storage/pools/pool-store.js';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { insertDisks, ownerToken, passPasswordCheck, startPoolDevice } from '../support/pool-device.js';
import type { TestDevice } from '../support/test-device.js';

let sandbox: BaySandbox;
let test: TestDevice | undefined;
beforeEach(() => {
  sandbox = createBaySandbox();
});
afterEach(async () => {
  await tearDownSandbox(sandbox, test);
  test = undefined;
});

const support = detectCacheSupport();

describe('SSD cache on this machine', () => {
  it.skipIf(support.bcache)('is refused with what the kernel is missing, after validation', async () => {
    test = await startPoolDevice(sandbox);
    const token = await ownerToken(test);
    const [sata, nvme] = await insertDisks(test, { sata1: '120G', 'm2-1': '64G' });
    // A recorded pool is enough: the flow stops before any disk is touched.
    new PoolStore(test.device.db).insert({
      id: 'pool-cache',
      name: 'Pool Cache',
      kind: 'normal',
      raidType: 'basic',
      protocol: 'protsata',
      fsUuid: '',
      members: [{ sn: sata!.serial, size: 120 * 1024 ** 3 }],
      spares: [],
      createdAt: Date.now(),
      state: 'ready',
    });

    // Validation comes first: an unknown pool is named as such.
    const unknown = await test.post(
      '/zspool/format/prepare',
      { action: 'rcache', protocol: 'protnvme', pid: 'nope' },
      {
        token,
      },
    );
    expect(unknown.code).toBe(Code.poolNotFound);

    const prepared = await test.post(
      '/zspool/format/prepare',
      { action: 'rcache', protocol: 'protnvme', pid: 'pool-cache' },
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(prepared).toMatchObject({ success: false, code: Code.cacheUnsupported });
    expect(prepared.message).toContain(CACHE_MISSING[support.missing ?? 'dmCacheOnly'].en);

    await passPasswordCheck(test, token);
    const exec = await test.post(
      '/zspool/format/exec',
      { action: 'rwcache', pid: 'pool-cache', sys: [nvme!.serial], raidtype: 'basic', name: 'Cache 1' },
      { token, json: true },
    );
    // rwcache needs a redundant cache: validation refuses before the kernel is asked.
    expect(exec.code).toBe(Code.readWriteCacheType);

    await passPasswordCheck(test, token);
    const cache = await test.post(
      '/zspool/format/exec',
      { action: 'rcache', pid: 'pool-cache', sys: [nvme!.serial], raidtype: 'basic', name: 'Cache 1' },
      { token, json: true },
    );
    expect(cache).toMatchObject({ success: false, code: Code.cacheUnsupported });
    expect(test.device.jobs.latest('format')).toBeUndefined();

    // The support call says the same, in either language, and verify refuses the same way.
    for (const lang of ['zh-CN', 'en']) {
      const headers = { 'accept-language': lang };
      await passPasswordCheck(test, token);
      const refused = await test.post(
        '/zspool/format/exec',
        { action: 'rcache', pid: 'pool-cache', sys: [nvme!.serial], raidtype: 'basic', name: 'Cache 1' },
        { token, json: true, headers },
      );
      const supported = await test.post('/zspool/cache/support', {}, { token, json: true, headers });
      expect(supported.data).toMatchObject({
        bcache: false,
        supported: false,
        code: Code.cacheUnsupported,
        message: refused.message,
      });
      const verified = await test.post(
        '/zspool/format/verify',
        { action: 'rcache', pid: 'pool-cache', sys: [nvme!.serial], raidtype: 'basic', name: 'Cache 1' },
        { token, json: true, headers },
      );
      expect(verified.data).toEqual({
        problems: [{ field: '', code: Code.cacheUnsupported, message: refused.message }],
      });
    }
    // Without a language the answer is Chinese throughout, the reason too.
    expect(cache.message).toBe(messageOf(Code.cacheUnsupported, 'zh-CN', cacheRefusal(support)!.params));
  });
});
