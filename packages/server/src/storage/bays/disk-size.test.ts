import { describe, expect, it } from 'vitest';
import { formatDiskSize, parseDiskSize } from './disk-size.js';

const MIB = 2 ** 20;
const GIB = 2 ** 30;
const TIB = 2 ** 40;

describe('disk sizes', () => {
  it.each([
    ['4T', 4 * TIB],
    ['4t', 4 * TIB],
    ['4TiB', 4 * TIB],
    ['512G', 512 * GIB],
    ['120GiB', 120 * GIB],
    ['1.5T', 1.5 * TIB],
    ['64M', 64 * MIB],
    ['1P', 2 ** 50],
    [' 100 G ', 100 * GIB],
    ['1073741824', GIB],
    ['1073741824B', GIB],
    ['0.3G', 307 * MIB],
  ])('reads %s as binary units, rounded down to whole MiB', (text, bytes) => {
    expect(parseDiskSize(text)).toBe(bytes);
  });

  it.each(['4TB', '512GB', '4 terabytes', '', 'T', '-1G', '0', '512K', '1e3G', '4T4'])(
    'refuses %j with the size code',
    (text) => {
      expect(() => parseDiskSize(text)).toThrow(
        expect.objectContaining({ code: 'C103004', params: { size: text } }),
      );
    },
  );

  it.each([
    [4 * TIB, '4T'],
    [1.5 * TIB, '1.5T'],
    [512 * GIB, '512G'],
    [100 * GIB, '100G'],
    [64 * MIB, '64M'],
    [4096, '4K'],
    [100, '100B'],
  ])('labels %d bytes as %s', (bytes, label) => {
    expect(formatDiskSize(bytes)).toBe(label);
  });
});
