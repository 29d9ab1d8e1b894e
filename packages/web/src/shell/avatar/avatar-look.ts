/** What stands in for a missing picture: the name's first letter (or character), upper-cased. */
export function initialsOf(name: string): string {
  const first = [...name.trim()][0] ?? '?';
  return first.toUpperCase();
}

const BACKGROUNDS = ['#1f6f5c', '#3b5b92', '#8a4b9a', '#a0522d', '#2f7d95', '#7a6a1f', '#9b3b4b', '#4f6d3a'];

/** A steady colour per account, so the same person looks the same everywhere. */
export function backgroundOf(uid: number): string {
  return BACKGROUNDS[Math.abs(uid) % BACKGROUNDS.length]!;
}
