import { describe, expect, it } from 'vitest';
import { createRequestOf, generateCode, isValidCode, shareText } from './share-rules';

describe('share rules', () => {
  it('generates 4-character codes that pass the contract', () => {
    let next = 0;
    const code = generateCode(() => next++);
    expect(code).toBe('abcd');
    expect(isValidCode(generateCode())).toBe(true);
  });

  it.each([
    ['', true],
    ['ab12', true],
    ['ABCDEFGH', true],
    ['abc', false],
    ['abcdefghi', false],
    ['ab 1', false],
  ])('code %j valid: %s', (code, valid) => {
    expect(isValidCode(code)).toBe(valid);
  });

  it('reads the path to share from the app’s URL', () => {
    expect(createRequestOf('?create=%2Fhome%2Fa%20b.txt')).toBe('/home/a b.txt');
    expect(createRequestOf('?create=relative')).toBeNull();
    expect(createRequestOf('')).toBeNull();
  });

  it('copies the code beside the link', () => {
    expect(shareText('http://x/home/share/1', 'ab12', 'Code')).toBe('http://x/home/share/1 Code: ab12');
    expect(shareText('http://x/home/share/1', '', 'Code')).toBe('http://x/home/share/1');
  });
});
