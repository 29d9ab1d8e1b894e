import { describe, expect, it } from 'vitest';
import { encodeFormBody } from './form-body';

describe('form body encoding', () => {
  it('encodes strings and numbers as form fields', () => {
    expect(encodeFormBody({ username: 'a b&c', userid: 7 })).toBe('username=a+b%26c&userid=7');
  });

  it('encodes an array as its JSON text', () => {
    const body = new URLSearchParams(encodeFormBody({ dev: ['sda', 'sdb'] }));
    expect(body.get('dev')).toBe('["sda","sdb"]');
  });

  it('encodes an object as its JSON text', () => {
    const body = new URLSearchParams(encodeFormBody({ redundant: { type: 'raid1' } }));
    expect(body.get('redundant')).toBe('{"type":"raid1"}');
  });

  it('encodes booleans as true and false', () => {
    expect(encodeFormBody({ keep_login: true, show_hidden: false })).toBe(
      'keep_login=true&show_hidden=false',
    );
  });

  it('leaves out undefined and null fields', () => {
    expect(encodeFormBody({ a: undefined, b: null, c: '' })).toBe('c=');
  });

  it('keeps base64 ciphertext intact', () => {
    const cipher = 'ab+/cd==';
    expect(new URLSearchParams(encodeFormBody({ password: cipher })).get('password')).toBe(cipher);
  });
});
