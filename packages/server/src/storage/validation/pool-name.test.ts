import { Code } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { checkPoolName, defaultPoolName } from './pool-name.js';

describe('defaultPoolName', () => {
  it.each<[Parameters<typeof defaultPoolName>[0], string[], string]>([
    ['sata', [], 'SATA1'],
    ['sata', ['SATA1', 'SATA3'], 'SATA2'],
    ['sata', ['sata1', 'SATA2'], 'SATA3'],
    ['ssd', ['SATA1', 'SSD1'], 'SSD2'],
    ['ssdCache', ['SSD1'], 'SSD缓存1'],
    ['ssdCache', ['SSD缓存1', 'SSD缓存2'], 'SSD缓存3'],
  ])('names a new %s pool next to %j as %s', (kind, taken, name) => {
    expect(defaultPoolName(kind, taken)).toBe(name);
  });
});

describe('checkPoolName', () => {
  it.each(['SATA1', '财务部', 'Pool 2024 (backup)', 'x'.repeat(32), '存'.repeat(32)])(
    'accepts %s',
    (name) => {
      expect(checkPoolName('name', name, ['SATA2'])).toEqual([]);
    },
  );

  it.each([
    ['', Code.poolNameMissing],
    [' ', Code.poolNameMissing],
    ['x'.repeat(33), Code.poolNameInvalid],
    ['a\\b', Code.poolNameInvalid],
    ['a:b', Code.poolNameInvalid],
    ['tab\there', Code.poolNameInvalid],
    ['sata2', Code.poolNameTaken],
    [' SATA2 ', Code.poolNameTaken],
  ])('refuses %j', (name, code) => {
    expect(checkPoolName('name', name, ['SATA2'])).toEqual([
      expect.objectContaining({ field: 'name', code }),
    ]);
  });
});
