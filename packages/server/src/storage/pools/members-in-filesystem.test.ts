import { describe, expect, it } from 'vitest';
import type { ShownDevice } from '../btrfs/parse-filesystem-show.js';
import { membersInFilesystem } from './members-in-filesystem.js';

const GiB = 2 ** 30;
const device = (devid: number, path: string | null): ShownDevice => ({
  devid,
  size: path ? 100 * GiB : 0,
  used: GiB,
  path,
  missing: path === null,
});
const members = [
  { sn: 'A', size: 100 * GiB },
  { sn: 'B', size: 100 * GiB },
];

describe('membersInFilesystem', () => {
  it.each([
    {
      case: 'a pool the filesystem agrees with',
      disks: { A: '/dev/loop1', B: '/dev/loop2', C: '/dev/loop3' },
      shown: [device(1, '/dev/loop1'), device(2, '/dev/loop2')],
      replaced: [],
      added: [],
      serials: ['A', 'B'],
    },
    {
      case: 'a pulled member replaced by a new disk',
      disks: { A: '/dev/loop1', C: '/dev/loop3' },
      shown: [device(1, '/dev/loop1'), device(2, '/dev/loop3')],
      replaced: [{ from: 'B', to: 'C' }],
      added: [],
      serials: ['A', 'C'],
    },
    {
      case: 'a member still missing, its replace not run',
      disks: { A: '/dev/loop1', C: '/dev/loop3' },
      shown: [device(1, '/dev/loop1'), device(2, null)],
      replaced: [],
      added: [],
      serials: ['A', 'B'],
    },
    {
      case: 'a member whose disk came back under a device the pool no longer uses',
      disks: { A: '/dev/loop1', B: '/dev/loop9', C: '/dev/loop3' },
      shown: [device(1, '/dev/loop1'), device(2, '/dev/loop3')],
      replaced: [{ from: 'B', to: 'C' }],
      added: [],
      serials: ['A', 'C'],
    },
    {
      case: 'a disk added by an expansion',
      disks: { A: '/dev/loop1', B: '/dev/loop2', C: '/dev/loop3' },
      shown: [device(1, '/dev/loop1'), device(2, '/dev/loop2'), device(3, '/dev/loop3')],
      replaced: [],
      added: ['C'],
      serials: ['A', 'B', 'C'],
    },
  ])('reads $case', ({ disks, shown, replaced, added, serials }) => {
    const change = membersInFilesystem(members, new Map(Object.entries(disks)), shown);
    expect(change.replaced).toEqual(replaced);
    expect(change.added).toEqual(added);
    expect(change.members.map((member) => member.sn)).toEqual(serials);
    expect(change.members.every((member) => member.size === 100 * GiB)).toBe(true);
  });
});
