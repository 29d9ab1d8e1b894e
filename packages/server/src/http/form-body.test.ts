import { describe, expect, it } from 'vitest';
import { assertObjectBody, parseFormBody } from './form-body.js';

describe('parseFormBody', () => {
  it.each([
    ['a=1&b=two', { a: '1', b: 'two' }],
    ['name=%E4%B8%AD+x', { name: '中 x' }],
    ['list=%5B%22a%22%5D', { list: '["a"]' }],
    ['flag', { flag: '' }],
    ['a=1&a=2', { a: ['1', '2'] }],
    ['', {}],
  ])('reads %j', (text, expected) => {
    expect({ ...parseFormBody(text) }).toEqual(expected);
  });

  it.each(['a=%', 'a=%zz', '%=1', 'a=%E0%A4%A', '=value'])('refuses the malformed body %j', (text) => {
    expect(() => parseFormBody(text)).toThrow();
  });

  it('cannot be used to set an object prototype', () => {
    const fields = parseFormBody('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(fields)).toBeNull();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('assertObjectBody', () => {
  it.each([42, 'text', [1, 2], true])('refuses the JSON value %j as a POST body', (body) => {
    expect(() => assertObjectBody('POST', body)).toThrow();
  });

  it('accepts an object or no body', () => {
    expect(() => assertObjectBody('POST', { a: 1 })).not.toThrow();
    expect(() => assertObjectBody('POST', undefined)).not.toThrow();
    expect(() => assertObjectBody('GET', 42)).not.toThrow();
  });
});
