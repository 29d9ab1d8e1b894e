import { describe, expect, it } from 'vitest';
import { judgeBayDevice } from './bay-guard.js';

const owners = {
  virtual: new Map([['loop7', 'sata1']]),
  real: new Map([
    ['sdb', 'sata2'],
    ['sda', 'sata3'],
  ]),
};
const system = new Set(['sda']);

describe('the write guard’s rule', () => {
  it.each([
    ['/dev/loop7', 'loop7', { slot: 'sata1', kind: 'virtual' }],
    ['/dev/loop7p1', 'loop7', { slot: 'sata1', kind: 'virtual' }],
    ['/dev/disk/by-id/ata-X', 'sdb', { slot: 'sata2', kind: 'real' }],
  ])('lets %s through as the disk of its bay', (path, wholeDisk, answer) => {
    expect(judgeBayDevice(path, wholeDisk, system, owners)).toEqual(answer);
  });

  it.each([
    ['/dev/sda', 'sda', 'C103021'],
    ['/dev/sda2', 'sda', 'C103021'],
    ['/dev/sdc', 'sdc', 'C103020'],
    ['/dev/loop8', 'loop8', 'C103020'],
  ])('refuses %s', (path, wholeDisk, code) => {
    expect(() => judgeBayDevice(path, wholeDisk, system, owners)).toThrow(
      expect.objectContaining({ code, params: { device: path } }),
    );
  });
});
