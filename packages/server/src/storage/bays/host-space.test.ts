import { describe, expect, it } from 'vitest';
import { checkHostSpace, hostReserve } from './host-space.js';

const GIB = 2 ** 30;

describe('the host space reserve', () => {
  it.each([
    [10 * GIB, 2 * GIB],
    [40 * GIB, 2 * GIB],
    [100 * GIB, 5 * GIB],
    [1000 * GIB, 50 * GIB],
  ])('keeps max(2 GiB, 5 %%) of a %d-byte filesystem free', (total, reserve) => {
    expect(hostReserve(total)).toBe(reserve);
  });

  it('allows writing down to the reserve and refuses one byte past it', () => {
    const space = { freeBytes: 6 * GIB, totalBytes: 100 * GIB };
    expect(() => checkHostSpace(space)).not.toThrow();
    expect(() => checkHostSpace(space, GIB)).not.toThrow();
    expect(() => checkHostSpace(space, GIB + 1)).toThrow(
      expect.objectContaining({ code: 'C103006', params: { free: '6G', reserve: '5G' } }),
    );
    expect(() => checkHostSpace({ freeBytes: 5 * GIB - 1, totalBytes: 100 * GIB })).toThrow(
      expect.objectContaining({ code: 'C103006' }),
    );
  });
});
