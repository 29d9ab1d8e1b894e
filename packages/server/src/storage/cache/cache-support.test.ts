import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CACHE_MISSING, Code, type CacheMissing } from '@coffer/contract';
import { cacheRefusal, detectCacheSupport, type CacheSupport } from './cache-support.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'coffer-cache-support-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const at = (path: string, text?: string) => {
  const full = join(root, path);
  if (text === undefined) mkdirSync(full, { recursive: true });
  else {
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, text);
  }
};

describe('detectCacheSupport', () => {
  it('names what is missing on a kernel with neither', () => {
    expect(detectCacheSupport({ root, kernelRelease: '6.1.0' })).toEqual({
      bcache: false,
      dmCache: false,
      missing: 'neither',
    });
  });

  it('finds bcache loaded, or listed as a module of this kernel', () => {
    at('sys/fs/bcache');
    expect(detectCacheSupport({ root, kernelRelease: '6.1.0' }).bcache).toBe(true);
    rmSync(join(root, 'sys'), { recursive: true });
    at('lib/modules/6.1.0/modules.dep', 'kernel/drivers/md/bcache/bcache.ko: kernel/lib/crc64.ko\n');
    expect(detectCacheSupport({ root, kernelRelease: '6.1.0' })).toMatchObject({
      bcache: true,
      missing: null,
    });
    // Another kernel's modules do not count.
    expect(detectCacheSupport({ root, kernelRelease: '6.2.0' }).bcache).toBe(false);
  });

  it('needs device-mapper and its cache target for dm-cache', () => {
    at('lib/modules/6.1.0/modules.builtin', 'kernel/drivers/md/dm-cache.ko\n');
    expect(detectCacheSupport({ root, kernelRelease: '6.1.0' })).toMatchObject({
      dmCache: false,
      missing: 'neither',
    });
    at('proc/misc', ' 236 device-mapper\n');
    expect(detectCacheSupport({ root, kernelRelease: '6.1.0' })).toMatchObject({
      dmCache: true,
      missing: null,
    });
  });

  it('without the cache target, says device-mapper lacks it', () => {
    at('dev/mapper/control', '');
    expect(detectCacheSupport({ root, kernelRelease: '6.1.0' }).missing).toBe('noCacheTarget');
  });
});

describe('cacheRefusal', () => {
  it.each<[string, CacheSupport, CacheMissing | null]>([
    ['bcache', { bcache: true, dmCache: false, missing: null }, null],
    ['bcache and dm-cache', { bcache: true, dmCache: true, missing: null }, null],
    ['dm-cache alone', { bcache: false, dmCache: true, missing: null }, 'dmCacheOnly'],
    [
      'device-mapper without its cache target',
      { bcache: false, dmCache: false, missing: 'noCacheTarget' },
      'noCacheTarget',
    ],
    ['neither', { bcache: false, dmCache: false, missing: 'neither' }, 'neither'],
  ])('on a kernel with %s refuses with %s', (_label, support, missing) => {
    const refusal = cacheRefusal(support);
    if (missing === null) expect(refusal).toBeNull();
    else
      expect(refusal).toEqual({ code: Code.cacheUnsupported, params: { missing: CACHE_MISSING[missing] } });
  });
});
