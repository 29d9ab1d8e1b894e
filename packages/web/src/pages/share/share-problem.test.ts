import { Code } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { crumbsOf, downloadUrl, formatSize, problemOf } from './share-problem';

describe('the public share page', () => {
  it.each([
    [Code.shareNotFound, 'notFound'],
    [Code.shareExpired, 'expired'],
    [Code.shareFileGone, 'gone'],
    [Code.shareOwnerDisabled, 'disabled'],
    [Code.shareTooManyTries, 'tooMany'],
    [500, 'other'],
  ])('shows the %s page as %s', (code, page) => {
    expect(problemOf(code)).toBe(page);
  });

  it('builds breadcrumbs inside the share', () => {
    expect(crumbsOf('a/b c/d')).toEqual([
      { name: 'a', path: 'a' },
      { name: 'b c', path: 'a/b c' },
      { name: 'd', path: 'a/b c/d' },
    ]);
    expect(crumbsOf('')).toEqual([]);
  });

  it('encodes the download address', () => {
    expect(downloadUrl('x1', 't.s', 'a b/c&d')).toBe('/v2/share/download?id=x1&ticket=t.s&path=a+b%2Fc%26d');
  });

  it('sizes files for people', () => {
    expect(formatSize(10)).toBe('10 B');
    expect(formatSize(1536)).toBe('1.5 KB');
  });
});
