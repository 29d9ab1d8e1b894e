/**
 * Release versions are dotted numbers (`2.3.2025060401`), compared part by part as numbers; a
 * missing part counts as 0, so `2.3.1` equals `2.3.1.0` and `2.3.1.1` is newer than both.
 */
const VERSION = /^\d{1,15}(\.\d{1,15}){0,7}$/;

export function isReleaseVersion(text: string): boolean {
  return VERSION.test(text);
}

function partsOf(version: string): number[] {
  if (!isReleaseVersion(version)) throw new Error(`not a release version: ${version}`);
  return version.split('.').map(Number);
}

/** Negative when `a` is older than `b`, 0 when they are the same release, positive when newer. */
export function compareVersions(a: string, b: string): number {
  const left = partsOf(a);
  const right = partsOf(b);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}
