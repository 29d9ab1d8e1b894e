import { describe, expect, it } from 'vitest';
import { langOf } from './lang.js';

describe('langOf', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['zh-CN,zh;q=0.9', 'zh-CN'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR', 'zh-CN'],
  ])('answers %j in %s', (header, lang) => {
    expect(langOf(header)).toBe(lang);
  });
});
