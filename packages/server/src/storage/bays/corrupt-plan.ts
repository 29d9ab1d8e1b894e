import type { Extent } from './image-extents.js';

export const CORRUPT_BLOCK_BYTES = 4096;
/** How many 4 KiB blocks one `fail --mode corrupt` overwrites: enough for a scrub to find errors. */
export const CORRUPT_BLOCK_COUNT = 64;

const MIB = 2 ** 20;
/**
 * Never overwritten: the first MiB (btrfs keeps no chunks there; it holds the primary superblock at
 * 64 KiB) and the superblock mirrors at 64 MiB and 256 GiB, so the disk is still recognised as a
 * member and a scrub, not a failed mount, reports the damage.
 */
export const PROTECTED_RANGES: readonly Extent[] = [
  { start: 0, end: MIB },
  { start: 64 * MIB, end: 64 * MIB + CORRUPT_BLOCK_BYTES },
  { start: 256 * 2 ** 30, end: 256 * 2 ** 30 + CORRUPT_BLOCK_BYTES },
];

/** Block-index ranges [first, last) of the written, unprotected part of an image. */
function eligibleBlockRanges(extents: readonly Extent[], sizeBytes: number): [number, number][] {
  const ranges: [number, number][] = [];
  for (const extent of [...extents].sort((a, b) => a.start - b.start)) {
    let first = Math.ceil(extent.start / CORRUPT_BLOCK_BYTES);
    const last = Math.floor(Math.min(extent.end, sizeBytes) / CORRUPT_BLOCK_BYTES);
    for (const guard of PROTECTED_RANGES) {
      const guardFirst = Math.floor(guard.start / CORRUPT_BLOCK_BYTES);
      const guardLast = Math.ceil(guard.end / CORRUPT_BLOCK_BYTES);
      if (guardLast <= first || guardFirst >= last) continue;
      if (guardFirst > first) ranges.push([first, guardFirst]);
      first = Math.max(first, guardLast);
    }
    if (first < last) ranges.push([first, last]);
  }
  return ranges;
}

/**
 * Offsets of up to `count` 4 KiB blocks spread evenly over the written, unprotected part of an image,
 * in ascending order.
 */
export function candidateBlocks(extents: readonly Extent[], sizeBytes: number, count: number): number[] {
  const ranges = eligibleBlockRanges(extents, sizeBytes);
  const total = ranges.reduce((sum, [first, last]) => sum + (last - first), 0);
  const picks = Math.min(total, count);
  const offsets: number[] = [];
  let rangeIndex = 0;
  let passed = 0;
  for (let pick = 0; pick < picks; pick++) {
    const wanted = Math.floor((pick * total) / picks);
    while (rangeIndex < ranges.length) {
      const [first, last] = ranges[rangeIndex]!;
      if (wanted < passed + (last - first)) {
        offsets.push((first + wanted - passed) * CORRUPT_BLOCK_BYTES);
        break;
      }
      passed += last - first;
      rangeIndex++;
    }
  }
  return offsets;
}
