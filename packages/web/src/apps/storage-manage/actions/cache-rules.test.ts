import { describe, expect, it } from 'vitest';
import { diskFixture } from '../data/storage-fixtures';
import { cacheDisks, defaultCacheName, fitsCacheCount } from './cache-rules';

describe('fitsCacheCount (STOR-CACHE-01)', () => {
  it.each<[string, number, boolean]>([
    ['basic', 1, true],
    ['basic', 2, false],
    ['raid1', 1, false],
    ['raid1', 2, true],
    ['raid1', 5, false],
    ['raid5', 2, false],
    ['raid5', 3, true],
    ['raid6', 4, true],
    ['raid10', 4, true],
    ['raid10', 5, false],
    ['zdr', 2, false],
  ])('%s with %i SSDs: %s', (mode, count, fits) => {
    expect(fitsCacheCount(mode, count)).toBe(fits);
  });
});

describe('cacheDisks', () => {
  it('takes free, sound M.2 SSDs only', () => {
    const disks = [
      diskFixture({ sn: 'n1', dev_type: 'nvme' }),
      diskFixture({ sn: 'n2', dev_type: 'nvme', role: 3 }),
      diskFixture({ sn: 'n3', dev_type: 'nvme', status: 'fault' }),
      diskFixture({ sn: 's1' }),
    ];
    expect(cacheDisks(disks).map((disk) => disk.sn)).toEqual(['n1']);
  });
});

describe('defaultCacheName', () => {
  it('uses the first number no cache pool has', () => {
    expect(defaultCacheName([])).toBe('SSD缓存1');
    expect(defaultCacheName([{ name: 'SSD缓存1' }, { name: 'SSD缓存3' }])).toBe('SSD缓存2');
  });
});
