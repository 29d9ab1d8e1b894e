import { parseIpEntry } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { IpRangeSet } from './ip-range-set.js';
import { addressHex } from '@coffer/contract';

function setOf(...entries: string[]): IpRangeSet {
  return new IpRangeSet(
    entries.map((entry) => {
      const range = parseIpEntry(entry);
      if (!range) throw new Error(entry);
      return range;
    }),
  );
}

const holds = (set: IpRangeSet, address: string) => set.holds(addressHex(address) as string);

describe('a set of address ranges', () => {
  it('holds nothing when empty', () => {
    const set = setOf();
    expect(set.isEmpty).toBe(true);
    expect(holds(set, '1.2.3.4')).toBe(false);
  });

  it('merges overlapping and nested ranges into one span', () => {
    const set = setOf('10.0.0.0/8', '10.1.0.0/16', '10.0.0.5', '10.200.0.0/16');
    expect(set.spans).toBe(1);
    expect(holds(set, '10.1.2.3')).toBe(true);
    expect(holds(set, '11.0.0.0')).toBe(false);
  });

  it('finds an address among IPv4 and IPv6 ranges and single addresses', () => {
    const set = setOf('192.168.1.0/24', '2001:db8::/32', '8.8.8.8', '::1', '172.16.0.0/12');
    expect(holds(set, '192.168.1.200')).toBe(true);
    expect(holds(set, '192.168.0.255')).toBe(false);
    expect(holds(set, '8.8.8.8')).toBe(true);
    expect(holds(set, '8.8.8.9')).toBe(false);
    expect(holds(set, '2001:db8:1::9')).toBe(true);
    expect(holds(set, '2001:db7::')).toBe(false);
    expect(holds(set, '::1')).toBe(true);
    expect(holds(set, '::2')).toBe(false);
    expect(holds(set, '172.31.255.255')).toBe(true);
    expect(holds(set, '172.32.0.0')).toBe(false);
  });

  it('answers like a linear scan over a thousand random entries', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const octet = () => Math.floor(random() * 256);
    const entries = Array.from({ length: 1000 }, () => {
      const prefix = 16 + Math.floor(random() * 17);
      return `${octet()}.${octet()}.${octet()}.${octet()}/${prefix}`;
    });
    const ranges = entries.map(
      (entry) => parseIpEntry(entry) as NonNullable<ReturnType<typeof parseIpEntry>>,
    );
    const set = new IpRangeSet(ranges);
    for (let probe = 0; probe < 2000; probe += 1) {
      const hex = addressHex(`${octet()}.${octet()}.${octet()}.${octet()}`) as string;
      const linear = ranges.some((range) => range.start <= hex && hex <= range.end);
      expect(set.holds(hex)).toBe(linear);
    }
  });
});
