/** One entry of a folder as readdir gives it. */
export interface NameEntry {
  name: string;
  isDir: boolean;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** A character code folded to lower case: ASCII at once, the rest through `toLowerCase`. */
function fold(code: number, text: string, index: number): number {
  if (code >= 65 && code <= 90) return code + 32;
  if (code < 128) return code;
  return text.charAt(index).toLowerCase().charCodeAt(0);
}

/**
 * Natural, case-insensitive order of two names (`a2` < `a10`, `File1` beside `file2`), ties broken
 * by the names' code units so the order is total. It walks the names in place, without lower-cased
 * copies or sort keys: a listing of 100 000 names spends its time here, and `Intl.Collator` or
 * precomputed keys cost several times as much. Letters of other scripts compare by code point
 * (docs/decisions.md "Listing, roots and group folders").
 */
export function compareNatural(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(j);
    if (isDigit(ca) && isDigit(cb)) {
      let ea = i;
      let eb = j;
      while (ea < a.length && isDigit(a.charCodeAt(ea))) ea++;
      while (eb < b.length && isDigit(b.charCodeAt(eb))) eb++;
      let sa = i;
      let sb = j;
      while (sa < ea - 1 && a.charCodeAt(sa) === 48) sa++;
      while (sb < eb - 1 && b.charCodeAt(sb) === 48) sb++;
      const lengths = ea - sa - (eb - sb);
      if (lengths !== 0) return lengths;
      for (; sa < ea; sa++, sb++) {
        const digits = a.charCodeAt(sa) - b.charCodeAt(sb);
        if (digits !== 0) return digits;
      }
      i = ea;
      j = eb;
      continue;
    }
    const fa = fold(ca, a, i);
    const fb = fold(cb, b, j);
    if (fa !== fb) return fa - fb;
    i++;
    j++;
  }
  const rest = a.length - i - (b.length - j);
  if (rest !== 0) return rest;
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** Folders first, then natural name order. */
export function compareEntries(a: NameEntry, b: NameEntry): number {
  if (a.isDir !== b.isDir) return a.isDir ? -1 : 1;
  return compareNatural(a.name, b.name);
}

/**
 * The first `count` entries in `compare` order without sorting them all: one pass keeping the best
 * `count` in a sorted buffer (a first page of 100 out of 100 000 costs about 100 000 comparisons,
 * a full sort about 1.7 million).
 */
export function firstInOrder<T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count <= 0) return [];
  const best: T[] = [];
  for (const item of items) {
    if (best.length === count && compare(item, best[count - 1]!) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(item, best[mid]!) < 0) high = mid;
      else low = mid + 1;
    }
    best.splice(low, 0, item);
    if (best.length > count) best.pop();
  }
  return best;
}
