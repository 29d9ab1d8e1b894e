import { describe, expect, it } from 'vitest';
import { NAME_WIDTH, textWidth, truncateByWidth, truncateName } from './truncate-text';

describe('textWidth', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['文件', 4],
    ['a文b', 4],
    ['😀', 2],
  ])('%j is %i wide', (text, width) => {
    expect(textWidth(text)).toBe(width);
  });
});

describe('truncateByWidth', () => {
  it.each([
    ['short', 10, 'short'],
    ['exactly10!', 10, 'exactly10!'],
    ['abcdefghijk', 10, 'abcdefg...'],
    ['一二三四五六', 10, '一二三...'],
    ['一二三四五', 10, '一二三四五'],
    ['ab一二三四', 9, 'ab一二...'],
    ['😀😀😀😀😀😀', 8, '😀😀...'],
    ['abcdef', 2, '..'],
  ])('%j in %i units → %j', (text, width, result) => {
    expect(truncateByWidth(text, width)).toBe(result);
    expect(textWidth(truncateByWidth(text, width))).toBeLessThanOrEqual(width);
  });

  it('takes another ellipsis', () => {
    expect(truncateByWidth('abcdefghijk', 10, '…')).toBe('abcdefgh…');
  });
});

describe('truncateName', () => {
  it('cuts at 30 units by default', () => {
    expect(NAME_WIDTH).toBe(30);
    expect(truncateName('a'.repeat(30))).toBe('a'.repeat(30));
    expect(truncateName('a'.repeat(31))).toBe(`${'a'.repeat(27)}...`);
    expect(truncateName('文'.repeat(16))).toBe(`${'文'.repeat(13)}...`);
  });
});
