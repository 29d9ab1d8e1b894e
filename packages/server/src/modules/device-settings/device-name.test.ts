import { Code } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { checkDeviceName } from './device-name.js';

const codeOf = (name: string) => {
  try {
    checkDeviceName(name);
    return 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('checkDeviceName', () => {
  it.each([
    ['Coffer-A1B2', 'ok'],
    ['Office NAS', 'ok'],
    ['财务部存储', 'ok'],
    ['a'.repeat(32), 'ok'],
    ['文'.repeat(32), 'ok'],
    ['', Code.deviceNameInvalid],
    [' NAS', Code.deviceNameInvalid],
    ['NAS ', Code.deviceNameInvalid],
    ['a'.repeat(33), Code.deviceNameInvalid],
    ['<script>', Code.deviceNameInvalid],
    ['a/b', Code.deviceNameInvalid],
    ['a\\b', Code.deviceNameInvalid],
    ['say "hi"', Code.deviceNameInvalid],
    ['line\nbreak', Code.deviceNameInvalid],
  ])('%j is %s', (name, expected) => {
    expect(codeOf(name)).toBe(expected);
  });
});
