import { describe, expect, it } from 'vitest';
import { parseByteCount, parseDuration } from './parse-byte-count.js';

describe('parseByteCount', () => {
  it.each<[string, number | null]>([
    ['1612562432', 1612562432],
    ['427655168  (26.52%)', 427655168],
    ['85531033/s', 85531033],
    ['0.00B', 0],
    ['1.50GiB', 1.5 * 1024 ** 3],
    ['192.72MiB/s', Math.round(192.72 * 1024 ** 2)],
    ['2.00kB', 2000],
    ['lots', null],
    ['3.0XB', null],
  ])('reads %j as %s', (text, bytes) => {
    expect(parseByteCount(text)).toBe(bytes);
  });
});

describe('parseDuration', () => {
  it.each<[string, number | null]>([
    ['0:00:05', 5],
    ['1:02:03', 3723],
    ['125:00:00', 450000],
    ['soon', null],
  ])('reads %j as %s seconds', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });
});
