import { describe, expect, it } from 'vitest';
import { overviewState, poolHealth } from './pool-health';

const pool = (status: 'ok' | 'degraded' | 'damage' | 'cdamage' | 'suspended', has_mount: 0 | 1 = 1) => ({
  status,
  has_mount,
  encrypted: 0 as const,
  lock: 0 as const,
});

describe('poolHealth', () => {
  it.each([
    ['ok', 1, 'success', null],
    ['degraded', 1, 'warning', 'degraded'],
    ['damage', 1, 'error', 'damageMounted'],
    ['cdamage', 1, 'error', 'cacheDamaged'],
    ['suspended', 0, 'default', 'suspended'],
    ['damage', 0, 'default', 'suspended'],
  ] as const)('reads a %s pool (mounted %s) as %s with advice %s', (status, mounted, tone, advice) => {
    expect(poolHealth(pool(status, mounted))).toEqual({ tone, advice });
  });

  it('asks to unlock a healthy encrypted pool that is locked', () => {
    expect(poolHealth({ ...pool('ok'), encrypted: 1, lock: 1 })).toEqual({
      tone: 'success',
      advice: 'locked',
    });
  });
});

describe('overviewState', () => {
  it('has no pool to show without pools', () => {
    expect(overviewState([])).toBe('noPool');
  });

  it('says none is available when every pool is unmounted or damaged', () => {
    expect(overviewState([pool('suspended', 0), pool('damage')])).toBe('noneAvailable');
  });

  it('shows the pools when one of them serves files, degraded included', () => {
    expect(overviewState([pool('damage'), pool('degraded')])).toBe('pools');
  });
});
