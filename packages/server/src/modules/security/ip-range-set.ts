import type { IpRange } from '@coffer/contract';

type Span = Pick<IpRange, 'start' | 'end'>;

/**
 * A set of address ranges (32-hex-digit bounds, see contract `ip-entry.ts`), merged into sorted
 * disjoint spans once when built, so asking whether it holds an address is one binary search:
 * O(log n) for n entries, whatever their overlap.
 */
export class IpRangeSet {
  private readonly starts: string[];
  private readonly ends: string[];

  constructor(ranges: readonly Span[]) {
    const sorted = [...ranges].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
    this.starts = [];
    this.ends = [];
    for (const range of sorted) {
      const last = this.ends.length - 1;
      // Overlapping or touching spans become one (touching: the next starts right after `end`).
      if (last >= 0 && range.start <= (this.ends[last] as string)) {
        if (range.end > (this.ends[last] as string)) this.ends[last] = range.end;
        continue;
      }
      this.starts.push(range.start);
      this.ends.push(range.end);
    }
  }

  get isEmpty(): boolean {
    return this.starts.length === 0;
  }

  /** How many disjoint spans the entries made. */
  get spans(): number {
    return this.starts.length;
  }

  holds(hex: string): boolean {
    // The last span starting at or before `hex`, then whether it reaches `hex`.
    let low = 0;
    let high = this.starts.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      if ((this.starts[middle] as string) <= hex) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    return found >= 0 && hex <= (this.ends[found] as string);
  }
}
