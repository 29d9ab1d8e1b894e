import { describe, expect, it } from 'vitest';
import { createToastDeduper } from './toast-dedupe';

describe('toast dedupe', () => {
  it('shows a message the first time', () => {
    expect(createToastDeduper(3_000)('Wrong password', 0)).toBe(true);
  });

  it('suppresses the same message within 3 s', () => {
    const shouldShow = createToastDeduper(3_000);
    shouldShow('Wrong password', 0);
    expect(shouldShow('Wrong password', 2_999)).toBe(false);
  });

  it('shows the same message again after 3 s', () => {
    const shouldShow = createToastDeduper(3_000);
    shouldShow('Wrong password', 0);
    expect(shouldShow('Wrong password', 3_000)).toBe(true);
  });

  it('does not extend the window with suppressed repeats', () => {
    const shouldShow = createToastDeduper(3_000);
    shouldShow('x', 0);
    shouldShow('x', 2_000);
    expect(shouldShow('x', 3_100)).toBe(true);
  });

  it('shows different messages independently', () => {
    const shouldShow = createToastDeduper(3_000);
    shouldShow('a', 0);
    expect(shouldShow('b', 100)).toBe(true);
  });
});
