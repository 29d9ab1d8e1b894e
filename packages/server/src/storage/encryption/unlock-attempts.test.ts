import { describe, expect, it } from 'vitest';
import { UnlockAttempts } from './unlock-attempts.js';

describe('unlock attempts', () => {
  it('counts 4, 3, 2, 1, 0 left, then blocks for good', () => {
    const attempts = new UnlockAttempts();
    expect([1, 2, 3, 4, 5].map(() => attempts.fail('p1'))).toEqual(
      [4, 3, 2, 1, 0].map((remaining) => ({ blocked: false, remaining })),
    );
    expect(attempts.blocked('p1')).toBe(false);
    expect(attempts.fail('p1')).toEqual({ blocked: true });
    expect(attempts.blocked('p1')).toBe(true);
    // A right password cannot be tried any more in this run; the count stays.
    expect(attempts.fail('p1')).toEqual({ blocked: true });
  });

  it('counts each pool apart, and a right password starts again', () => {
    const attempts = new UnlockAttempts();
    attempts.fail('p1');
    attempts.fail('p1');
    expect(attempts.fail('p2')).toEqual({ blocked: false, remaining: 4 });
    attempts.succeed('p1');
    expect(attempts.fail('p1')).toEqual({ blocked: false, remaining: 4 });
  });
});
