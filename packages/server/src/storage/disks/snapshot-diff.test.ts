import { describe, expect, it } from 'vitest';
import { diffSnapshots, isEmptyDiff } from './snapshot-diff.js';
import type { BlockDeviceInfo } from './sys-block.js';

function device(name: string, fields: Partial<BlockDeviceInfo> = {}): BlockDeviceInfo {
  return {
    name,
    sizeBytes: 1024,
    removable: false,
    rotational: false,
    backingDeleted: false,
    sectorsWritten: 0,
    partitions: [],
    ...fields,
  };
}

const names = (devices: BlockDeviceInfo[]) => devices.map((entry) => entry.name);

describe('diffSnapshots', () => {
  it.each([
    ['nothing changed', [device('a')], [device('a')], [], [], []],
    ['a device appeared', [device('a')], [device('a'), device('b')], ['b'], [], []],
    ['a device went', [device('a'), device('b')], [device('b')], [], ['a'], []],
    ['the size changed', [device('a')], [device('a', { sizeBytes: 0 })], [], [], ['a']],
    [
      'the loop number now holds another image',
      [device('loop1', { backingFile: '/i/A.img' })],
      [device('loop1', { backingFile: '/i/B.img' })],
      [],
      [],
      ['loop1'],
    ],
    [
      'the image was unlinked',
      [device('loop1', { backingFile: '/i/A.img' })],
      [device('loop1', { backingFile: '/i/A.img', backingDeleted: true })],
      [],
      [],
      ['loop1'],
    ],
    ['a partition appeared', [device('a')], [device('a', { partitions: ['a1'] })], [], [], ['a']],
    ['only writes happened', [device('a')], [device('a', { sectorsWritten: 900 })], [], [], []],
  ])('%s', (_, prev, next, added, removed, changed) => {
    const diff = diffSnapshots(prev, next);
    expect({ added: names(diff.added), removed: names(diff.removed), changed: names(diff.changed) }).toEqual({
      added,
      removed,
      changed,
    });
    expect(isEmptyDiff(diff)).toBe(added.length + removed.length + changed.length === 0);
  });
});
