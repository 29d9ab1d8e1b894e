import { describe, expect, it } from 'vitest';
import { compareVersions, isReleaseVersion } from './release-version.js';

describe('release versions', () => {
  it.each([
    ['2.3.2025060402', '2.3.2025060401', 1],
    ['2.3.2025060401', '2.3.2025060401', 0],
    ['2.3.2025060401', '2.3.2025060402', -1],
    ['2.10.0', '2.9.9', 1],
    ['2.3.2025060401.1', '2.3.2025060401', 1],
    ['2.3.1', '2.3.1.0', 0],
    ['10', '9.99', 1],
  ])('compares %s with %s numerically, not as text', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it.each(['', '2.', '.2', '2..3', 'v2.3', '2.3-beta', '1'.repeat(16), '2 .3'])(
    'refuses %j as a version',
    (text) => {
      expect(isReleaseVersion(text)).toBe(false);
      expect(() => compareVersions(text, '1')).toThrow();
    },
  );
});
