import { describe, expect, it } from 'vitest';
import { poolManageRedirect } from './product-routes';

describe('poolManageRedirect', () => {
  it('sends a t2 device to the t2 upgrade page', () => {
    expect(poolManageRedirect('t2')).toBe('/setting/t2u');
    expect(poolManageRedirect('T2')).toBe('/setting/t2u');
  });

  it('keeps every other model on pool management', () => {
    expect(poolManageRedirect('z2')).toBeUndefined();
    expect(poolManageRedirect(undefined)).toBeUndefined();
  });
});
