import { describe, expect, it } from 'vitest';
import { isHidden, nameMatcher } from './name-match.js';

describe('search name matching', () => {
  it.each([
    ['report', 'Annual REPORT 2026.pdf', true],
    ['café', 'cafe\u0301 menu.txt', true],
    ['cafe\u0301', 'Café.txt', true],
    ['ß', 'strasse', false],
    ['zip', 'notes.txt', false],
  ])('%s in %s: %s', (keyword, name, expected) => {
    expect(nameMatcher(keyword)(name)).toBe(expected);
  });

  it('treats dot names as hidden', () => {
    expect(isHidden('.git')).toBe(true);
    expect(isHidden('a.git')).toBe(false);
  });
});
