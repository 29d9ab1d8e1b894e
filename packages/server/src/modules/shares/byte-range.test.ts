import { describe, expect, it } from 'vitest';
import { attachmentHeader, parseByteRange } from './byte-range.js';

describe('byte ranges of a share download', () => {
  it.each([
    [undefined, 100, undefined],
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=90-', 100, { start: 90, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=50-500', 100, { start: 50, end: 99 }],
    ['bytes=100-', 100, 'unsatisfiable'],
    ['bytes=0-1,5-6', 100, undefined],
    ['items=0-1', 100, undefined],
  ] as const)('%s of %i bytes', (header, size, expected) => {
    expect(parseByteRange(header, size)).toEqual(expected);
  });

  it('names a unicode file safely', () => {
    expect(attachmentHeader('报告 "1".pdf')).toBe(
      `attachment; filename="__ _1_.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A%20%221%22.pdf`,
    );
  });
});
