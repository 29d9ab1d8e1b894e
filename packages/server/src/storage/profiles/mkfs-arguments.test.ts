import { describe, expect, it } from 'vitest';
import { mkfsArguments } from './mkfs-arguments.js';
import type { PoolType } from './raid-profiles.js';

const GiB = 1024 ** 3;
const disks = (...sizes: number[]) => sizes.map((size, index) => ({ path: `/dev/loop${index}`, size }));
const commandLine = (type: PoolType, ...sizes: number[]) =>
  mkfsArguments(type, 'SATA1', disks(...sizes)).join(' ');

describe('mkfsArguments', () => {
  it('makes a basic pool single data with duplicated metadata', () => {
    expect(commandLine('basic', 200 * GiB)).toBe(`-f -L SATA1 -d single -m dup -b ${200 * GiB} /dev/loop0`);
  });

  it('sizes every raid5 member to the smallest disk', () => {
    expect(commandLine('raid5', 300 * GiB, 200 * GiB, 400 * GiB)).toBe(
      `-f -L SATA1 -d raid5 -m raid1 -b ${200 * GiB} /dev/loop0 /dev/loop1 /dev/loop2`,
    );
  });

  it.each<[PoolType, number, string]>([
    ['raid1', 2, '-d raid1 -m raid1'],
    ['raid1', 3, '-d raid1c3 -m raid1c3'],
    ['raid1', 4, '-d raid1c4 -m raid1c4'],
    ['raid6', 4, '-d raid6 -m raid1c3'],
    ['raid10', 4, '-d raid10 -m raid1'],
  ])('lays out a %s of %d disks as %s', (type, count, layout) => {
    expect(commandLine(type, ...Array<number>(count).fill(GiB))).toContain(layout);
  });

  it('rounds -b down to whole 4 KiB sectors', () => {
    expect(commandLine('raid1', GiB + 512, GiB + 1000)).toContain(`-b ${GiB} `);
  });

  it('lets zdr members keep their own sizes', () => {
    expect(commandLine('zdr', 2 * GiB, 3 * GiB)).toBe('-f -L SATA1 -d raid1 -m raid1 /dev/loop0 /dev/loop1');
  });

  it('passes the label as one argument, whatever it holds', () => {
    expect(mkfsArguments('basic', 'SSD缓存 1; rm', disks(GiB)).slice(1, 3)).toEqual(['-L', 'SSD缓存 1; rm']);
  });

  it.each<[PoolType, number]>([
    ['raid1', 5],
    ['raid10', 5],
    ['raid6', 3],
  ])('refuses a %s of %d disks', (type, count) => {
    expect(() => mkfsArguments(type, 'x', disks(...Array<number>(count).fill(GiB)))).toThrow();
  });
});
