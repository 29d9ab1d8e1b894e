import { describe, expect, it } from 'vitest';
import { parseDumpSuper } from './parse-dump-super.js';
import { recordedOutput } from './recorded-output.js';

describe('parseDumpSuper', () => {
  it('reads the fsid, devid and generation of a member', () => {
    expect(parseDumpSuper(recordedOutput('dump-super-basic').output)).toEqual({
      fsid: '42be04be-f5de-4c65-8db7-26f4461b5926',
      devid: 1,
      generation: 6,
    });
  });

  it('answers null for output without a superblock', () => {
    expect(parseDumpSuper('ERROR: bad magic on superblock on /dev/loop9\n')).toBeNull();
  });
});
