import { describe, expect, it } from 'vitest';
import { opensGenericBlocking } from './blocking-codes';

describe('opensGenericBlocking', () => {
  it.each(['N302002', 'N300046', 'N300050', 'N300051', 'N300053', 'N300410', 'n300410'])(
    'leaves %s to its own handling',
    (code) => {
      expect(opensGenericBlocking(code)).toBe(false);
    },
  );
  it.each(['N300029', 'C104007', 'N300034', 'N300061', 500])('opens the generic dialog for %s', (code) => {
    expect(opensGenericBlocking(code)).toBe(true);
  });
});
