import { describe, expect, it } from 'vitest';
import { parseQgroupShow } from './parse-qgroup-show.js';

// Recorded from btrfs-progs 6.2 on kernel 6.18: `btrfs qgroup show --raw -r <mount>`.
const ALL = `Qgroupid    Referenced    Exclusive  Max referenced   Path 
--------    ----------    ---------  --------------   ---- 
0/5              16384        16384            none   <toplevel>
0/256            16384        16384            none   homes
0/257         31473664        16384        10485760   homes/1
1/100            16384        16384            none   
`;

describe('parseQgroupShow', () => {
  it('reads every subvolume qgroup with its usage, limit and path', () => {
    expect(parseQgroupShow(ALL)).toEqual([
      { id: '0/5', referenced: 16384, exclusive: 16384, maxReferenced: null, path: '<toplevel>' },
      { id: '0/256', referenced: 16384, exclusive: 16384, maxReferenced: null, path: 'homes' },
      { id: '0/257', referenced: 31473664, exclusive: 16384, maxReferenced: 10485760, path: 'homes/1' },
    ]);
  });

  it('answers nothing for the refusal printed when quotas are off', () => {
    expect(parseQgroupShow("ERROR: can't list qgroups: quotas not enabled\n")).toEqual([]);
  });

  it('refuses a byte column that is not raw bytes', () => {
    const human = ALL.replace('31473664', '30.02MiB');
    expect(() => parseQgroupShow(human)).toThrow(/not a byte count/);
  });
});
