import { Code } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { checkSomePoolAvailable, isPoolAvailable } from './pool-available.js';
import { codes, pool } from './test-facts.js';

describe('STOR-POOL-09: a new pool needs one available pool, or none at all', () => {
  it.each([
    ['no pool at all (first use)', [], []],
    ['one mounted, sound pool', [pool('a', 'raid1', 'oo')], []],
    ['one mounted pool degraded but usable', [pool('a', 'raid1', 'om')], []],
    [
      'an unmounted pool next to an available one',
      [pool('a', 'basic', 'o', { mounted: false }), pool('b', 'basic', 'o')],
      [],
    ],
    ['only a pool still being created', [pool('a', 'basic', 'o', { ready: false, mounted: false })], []],
    ['one unmounted pool', [pool('a', 'basic', 'o', { mounted: false })], [Code.noPoolAvailable]],
    [
      'one mounted pool that lost more than it tolerates',
      [pool('a', 'raid5', 'omm')],
      [Code.noPoolAvailable],
    ],
    [
      'every pool unmounted or damaged',
      [pool('a', 'raid1', 'oo', { mounted: false }), pool('b', 'basic', 'm')],
      [Code.noPoolAvailable],
    ],
  ])('with %s refuses %j', (_label, pools, expected) => {
    expect(codes(checkSomePoolAvailable(pools))).toEqual(expected);
  });

  it('refuses the request as a whole, not one of its fields', () => {
    expect(checkSomePoolAvailable([pool('a', 'basic', 'o', { mounted: false })])).toEqual([
      { field: '', code: Code.noPoolAvailable },
    ]);
  });

  it('does not take a pool whose mount was not read for mounted', () => {
    expect(isPoolAvailable({ ...pool('a', 'basic', 'o'), mounted: undefined })).toBe(false);
  });
});
