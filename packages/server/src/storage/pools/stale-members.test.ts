import { describe, expect, it } from 'vitest';
import { staleMembers, type MemberSuperblock } from './stale-members.js';

const member = (device: string, generation: number | null): MemberSuperblock => ({
  device,
  superblock: generation === null ? null : { fsid: 'f', devid: 1, generation },
});

describe('stale members', () => {
  it.each<[string, MemberSuperblock[], string[]]>([
    ['members of one generation', [member('a', 13), member('b', 13)], []],
    ['a RAID1 member put back while off', [member('a', 13), member('b', 12)], ['b']],
    [
      'two RAID6 members out at different times',
      [member('a', 40), member('b', 31), member('c', 40), member('d', 38)],
      ['b', 'd'],
    ],
    ['a single member', [member('a', 7)], []],
    ['a member without a superblock', [member('a', 9), member('b', null)], []],
    ['no superblock at all', [member('a', null)], []],
  ])('%s', (_, members, stale) => {
    expect(staleMembers(members)).toEqual(stale);
  });
});
