import { describe, expect, it } from 'vitest';
import { addressHex, parseIpEntry, rangeHolds } from './ip-entry.js';

const V4 = '00000000000000000000ffff';

describe('an IP list entry', () => {
  it.each([
    ['192.168.1.7', '192.168.1.7', `${V4}c0a80107`, `${V4}c0a80107`],
    ['10.1.2.3/8', '10.0.0.0/8', `${V4}0a000000`, `${V4}0affffff`],
    ['172.16.5.4/12', '172.16.0.0/12', `${V4}ac100000`, `${V4}ac1fffff`],
    ['0.0.0.0/0', '0.0.0.0/0', `${V4}00000000`, `${V4}ffffffff`],
    ['  8.8.8.8  ', '8.8.8.8', `${V4}08080808`, `${V4}08080808`],
    ['2001:db8::1', '2001:db8::1', '20010db8000000000000000000000001', '20010db8000000000000000000000001'],
    [
      '2001:DB8::/32',
      '2001:db8::/32',
      '20010db8000000000000000000000000',
      '20010db8ffffffffffffffffffffffff',
    ],
    [
      '2001:db8:7bcd::/33',
      '2001:db8::/33',
      '20010db8000000000000000000000000',
      '20010db87fffffffffffffffffffffff',
    ],
    ['::1', '::1', `${'0'.repeat(31)}1`, `${'0'.repeat(31)}1`],
    ['::/0', '::/0', '0'.repeat(32), 'f'.repeat(32)],
    ['::ffff:10.0.0.1', '10.0.0.1', `${V4}0a000001`, `${V4}0a000001`],
    [
      'fe80:0:0:0:1:0:0:1',
      'fe80::1:0:0:1',
      'fe800000000000000001000000000001',
      'fe800000000000000001000000000001',
    ],
  ])('reads %s as %s', (input, text, start, end) => {
    expect(parseIpEntry(input)).toEqual({ text, start, end });
  });

  it.each([
    '',
    '256.1.1.1',
    '1.2.3',
    '01.2.3.4',
    '1.2.3.4/33',
    '1.2.3.4/',
    '1.2.3.4/-1',
    '2001:db8::/129',
    '2001:db8:::1',
    '1::2::3',
    'fe80::1%eth0',
    '1:2:3:4:5:6:7:8:9',
    'example.com',
    '1.2.3.4 5',
  ])('refuses %j', (input) => {
    expect(parseIpEntry(input)).toBeNull();
  });
});

describe('matching an address against a range', () => {
  const within = (entry: string, address: string) => {
    const range = parseIpEntry(entry);
    const hex = addressHex(address);
    if (!range || !hex) throw new Error(`bad case ${entry} ${address}`);
    return rangeHolds(range, hex);
  };

  it.each([
    ['10.0.0.0/8', '10.255.255.255', true],
    ['10.0.0.0/8', '11.0.0.0', false],
    ['192.168.1.0/24', '192.168.1.0', true],
    ['192.168.1.0/24', '192.168.2.1', false],
    ['127.0.0.2', '::ffff:127.0.0.2', true],
    ['127.0.0.2', '127.0.0.1', false],
    ['2001:db8::/32', '2001:db8:ffff::1', true],
    ['2001:db8::/32', '2001:db9::1', false],
    ['::/0', '1.2.3.4', true],
    ['0.0.0.0/0', '::1', false],
    ['fe80::/10', 'febf::1', true],
    ['fe80::/10', 'fec0::1', false],
  ])('%s holds %s: %s', (entry, address, expected) => {
    expect(within(entry, address)).toBe(expected);
  });
});
