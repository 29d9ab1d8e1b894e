import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { detectCacheSupport } from './cache-support.js';

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
      missing: 'this kernel has neither bcache nor device-mapper cache',
    });
  });

  it('finds bcache loaded, or listed as a module of this kernel', () => {
    at('sys/fs/bcache');
    expect(detectCacheSupport({ root, kernelRelease: '6.1.0' }).bcache).toBe(true);
    rmSync(join(root, 'sys'), { recursive: true });
    at('lib/modules/6.1.0/modules.dep', 'kernel/drivers/md/bcache/bcache.ko: kernel/lib/crc64.ko\n');
    expect(detectCacheSupport({ root, kernelRelease: '6.1.0' })).toMatchObject({ bcache: true, missing: '' });
    // Another kernel's modules do not count.
    expect(detectCacheSupport({ root, kernelRelease: '6.2.0' }).bcache).toBe(false);
  });

  it('needs device-mapper and its cache target for dm-cache', () => {
    at('lib/modules/6.1.0/modules.builtin', 'kernel/drivers/md/dm-cache.ko\n');
    expect(detectCacheSupport({ root, kernelRelease: '6.1.0' })).toMatchObject({
      dmCache: false,
      missing: 'this kernel has neither bcache nor device-mapper cache',
    });
    at('proc/misc', ' 236 device-mapper\n');
    expect(detectCacheSupport({ root, kernelRelease: '6.1.0' })).toMatchObject({
      dmCache: true,
      missing: '',
    });
  });

  it('without the cache target, says device-mapper lacks it', () => {
    at('dev/mapper/control', '');
    expect(detectCacheSupport({ root, kernelRelease: '6.1.0' }).missing).toBe(
      'this kernel has neither bcache nor the device-mapper cache target',
    );
  });
});
