import { describe, expect, it } from 'vitest';
import { CORRUPT_BLOCK_BYTES, candidateBlocks } from './corrupt-plan.js';

const KIB = 1024;
const MIB = 2 ** 20;
const GIB = 2 ** 30;
const DISK = 512 * GIB;

const inside = (offset: number, start: number, end: number) =>
  offset + CORRUPT_BLOCK_BYTES > start && offset < end;

describe('the blocks a corruption may hit', () => {
  it('never touches the first MiB or the superblock mirrors at 64 MiB and 256 GiB', () => {
    const aroundSuperblocks = [
      { start: 0, end: 2 * MIB },
      { start: 63 * MIB, end: 65 * MIB },
      { start: 256 * GIB - 8 * KIB, end: 256 * GIB + 8 * KIB },
    ];
    const offsets = candidateBlocks(aroundSuperblocks, DISK, 10_000);
    expect(offsets).toHaveLength(256 + 511 + 3);
    for (const offset of offsets) {
      expect(inside(offset, 0, MIB)).toBe(false);
      expect(inside(offset, 64 * MIB, 64 * MIB + 4 * KIB)).toBe(false);
      expect(inside(offset, 256 * GIB, 256 * GIB + 4 * KIB)).toBe(false);
    }
  });

  it('takes only written extents, whole 4 KiB blocks inside them', () => {
    const extents = [
      { start: 0, end: 2 * MIB },
      { start: 10 * MIB + 100, end: 10 * MIB + 3 * 4096 + 100 },
    ];
    expect(candidateBlocks(extents, DISK, 1000)).toEqual([
      ...Array.from({ length: 256 }, (_, i) => MIB + i * 4096),
      10 * MIB + 4096,
      10 * MIB + 8192,
    ]);
  });

  it('spreads a few picks evenly over many blocks, in order', () => {
    const offsets = candidateBlocks([{ start: 2 * MIB, end: 6 * MIB }], DISK, 4);
    expect(offsets).toEqual([2 * MIB, 3 * MIB, 4 * MIB, 5 * MIB]);
  });

  it('stops at the end of the disk and finds nothing in an empty image', () => {
    expect(candidateBlocks([{ start: MIB, end: 3 * MIB }], 2 * MIB, 1000)).toHaveLength(256);
    expect(candidateBlocks([], DISK, 64)).toEqual([]);
  });
});
