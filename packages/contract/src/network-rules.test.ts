import { describe, expect, it } from 'vitest';
import {
  NetCode,
  bondModeOf,
  dnsProblems,
  ipv4MaskPrefix,
  ipv4SettingsProblems,
  ipv6SettingsProblems,
  isIpv4,
  isIpv6,
  isIpv6Prefix,
  isMac,
  isMtu,
  isPort,
  networkMessageOf,
  portSlot,
  prefixToIpv4Mask,
  splitDnsList,
} from './network-rules.js';

describe('IPv4 masks (SET-NET-04)', () => {
  it.each([
    ['255.255.255.0', 24],
    ['255.255.255.255', 32],
    ['255.255.255.252', 30],
    ['128.0.0.0', 1],
    ['255.255.254.0', 23],
    ['0', 0],
    ['24', 24],
    ['32', 32],
    ['8', 8],
  ])('%s is a mask of /%i', (mask, prefix) => {
    expect(ipv4MaskPrefix(mask)).toBe(prefix);
  });

  it.each([
    '0.0.0.0',
    '255.0.255.0',
    '255.255.255.1',
    '33',
    '-1',
    '24.5',
    '255.255.255',
    '256.0.0.0',
    '',
    'abc',
    '0255.0.0.0',
  ])('%s is no mask', (mask) => {
    expect(ipv4MaskPrefix(mask)).toBeNull();
  });

  it('writes a prefix back as a dotted mask', () => {
    expect(prefixToIpv4Mask(24)).toBe('255.255.255.0');
    expect(prefixToIpv4Mask(32)).toBe('255.255.255.255');
    expect(prefixToIpv4Mask(1)).toBe('128.0.0.0');
    expect(prefixToIpv4Mask(0)).toBe('0.0.0.0');
  });
});

describe('prefixes, ports, MACs, MTUs', () => {
  it.each([
    ['0', true],
    ['64', true],
    ['128', true],
    ['129', false],
    ['-1', false],
    ['6.5', false],
    ['', false],
  ])('IPv6 prefix %s: %s', (text, ok) => {
    expect(isIpv6Prefix(text)).toBe(ok);
  });

  it.each([
    ['0', true],
    ['22', true],
    ['65535', true],
    ['65536', false],
    ['-1', false],
    ['80a', false],
    ['1.5', false],
    ['', false],
  ])('port %s: %s', (text, ok) => {
    expect(isPort(text)).toBe(ok);
  });

  it.each([
    ['00:1a:2B:3c:4d:5e', true],
    ['00-1A-2B-3C-4D-5E', true],
    ['00:1a:2b-3c:4d:5e', false],
    ['00:1a:2b:3c:4d', false],
    ['00:1a:2b:3c:4d:5e:6f', false],
    ['001a.2b3c.4d5e', false],
    ['00:1g:2b:3c:4d:5e', false],
    ['0:1a:2b:3c:4d:5e', false],
  ])('MAC %s: %s', (text, ok) => {
    expect(isMac(text)).toBe(ok);
  });

  it.each([
    ['1500', true],
    ['576', true],
    ['9000', true],
    ['575', false],
    ['9001', false],
    ['abc', false],
  ])('MTU %s: %s', (text, ok) => {
    expect(isMtu(text)).toBe(ok);
  });
});

describe('addresses', () => {
  it.each([
    ['192.168.1.10', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['192.168.1.256', false],
    ['192.168.01.1', false],
    ['192.168.1', false],
    ['192.168.1.1.1', false],
    [' 192.168.1.1', false],
    ['a.b.c.d', false],
  ])('IPv4 %s: %s', (text, ok) => {
    expect(isIpv4(text)).toBe(ok);
  });

  it.each([
    ['fd00::2', true],
    ['::', true],
    ['::1', true],
    ['fe80::fc:ff:fe00:1', true],
    ['2001:db8:0:0:0:0:0:1', true],
    ['2001:db8::0:1', true],
    ['::ffff:192.0.2.1', true],
    ['1:2:3:4:5:6:7::', true],
    ['2001:db8::1::2', false],
    ['2001:db8:0:0:0:0:0:0:1', false],
    ['2001:db8:0:0:0:0:1', false],
    ['2001:dg8::1', false],
    ['12345::1', false],
    ['192.0.2.1', false],
    ['fe80::1%eth0', false],
    [':1:2:3:4:5:6:7', false],
  ])('IPv6 %s: %s', (text, ok) => {
    expect(isIpv6(text)).toBe(ok);
  });
});

describe('a static IPv4 setting answers each failure with its code (T4)', () => {
  const good = { ip: '192.168.1.10', mask: '255.255.255.0', gateway: '192.168.1.1' };

  it('accepts a host, its mask and a gateway in its segment, or no gateway', () => {
    expect(ipv4SettingsProblems(good)).toEqual([]);
    expect(ipv4SettingsProblems({ ...good, mask: '24' })).toEqual([]);
    expect(ipv4SettingsProblems({ ...good, gateway: '' })).toEqual([]);
    expect(ipv4SettingsProblems({ ip: '10.0.0.1', mask: '31', gateway: '' })).toEqual([]);
  });

  it.each([
    [{ ip: '192.168.1.300' }, 'ip', NetCode.ipv4Address],
    [{ ip: '127.0.0.5' }, 'ip', NetCode.ipv4Address],
    [{ ip: '224.0.0.1' }, 'ip', NetCode.ipv4Address],
    [{ ip: '192.168.1.0' }, 'ip', NetCode.ipv4Address],
    [{ ip: '192.168.1.255' }, 'ip', NetCode.ipv4Address],
    [{ mask: '255.0.255.0' }, 'mask', NetCode.ipv4Mask],
    [{ mask: '0.0.0.0' }, 'mask', NetCode.ipv4Mask],
    [{ mask: '0' }, 'mask', NetCode.ipv4Mask],
    [{ mask: '40' }, 'mask', NetCode.ipv4Mask],
    [{ gateway: '192.168.1' }, 'gateway', NetCode.ipv4Gateway],
    [{ gateway: '192.168.1.10' }, 'gateway', NetCode.ipv4Gateway],
    [{ gateway: '192.168.2.1' }, 'gateway', NetCode.notSameSegment],
    [{ mask: '255.255.255.128', gateway: '192.168.1.200' }, 'gateway', NetCode.notSameSegment],
  ])('%o -> %s %s', (change, field, code) => {
    expect(ipv4SettingsProblems({ ...good, ...change })).toContainEqual({ field, code });
  });

  it('names each failure once when several fields are wrong', () => {
    const problems = ipv4SettingsProblems({ ip: 'x', mask: 'y', gateway: 'z' });
    expect(problems.map((problem) => problem.code)).toEqual([4005, 4006, 4007]);
  });
});

describe('DNS, IPv6 settings and bond modes', () => {
  it('checks every DNS server (4008)', () => {
    expect(splitDnsList('1.1.1.1, 2606:4700::1111\n9.9.9.9')).toEqual([
      '1.1.1.1',
      '2606:4700::1111',
      '9.9.9.9',
    ]);
    expect(dnsProblems(['1.1.1.1', '2606:4700::1111'])).toEqual([]);
    expect(dnsProblems(['1.1.1.1', '1.1.1'])).toEqual([{ field: 'dns', code: 4008 }]);
    expect(dnsProblems(['0.0.0.0'])).toEqual([{ field: 'dns', code: 4008 }]);
  });

  it('checks an IPv6 setting', () => {
    expect(ipv6SettingsProblems({ ip6: 'fd00::10', prefix6: '64', gateway6: 'fd00::1' })).toEqual([]);
    expect(ipv6SettingsProblems({ ip6: 'fd00::10::1', prefix6: '129', gateway6: 'x' })).toEqual([
      { field: 'ip6', code: NetCode.ipv6Address },
      { field: 'prefix6', code: NetCode.ipv6Prefix },
      { field: 'gateway6', code: NetCode.ipv6Address },
    ]);
  });

  it.each([
    ['active-backup', 'active-backup'],
    ['802.3ad', '802.3ad'],
    ['0', 'balance-rr'],
    ['6', 'balance-alb'],
    ['7', null],
    ['lacp', null],
    ['', null],
  ])('bond mode %s -> %s', (text, mode) => {
    expect(bondModeOf(text)).toBe(mode);
  });

  it('maps ports to their slots (SET-NET-03)', () => {
    expect(['enp3s0', 'eth0', 'kvmbr0'].map(portSlot)).toEqual([1, 1, 1]);
    expect(['enp4s0', 'eth1', 'kvmbr1', 'wlan0'].map(portSlot)).toEqual([2, 2, 2, 2]);
    expect(portSlot('bond0')).toBeNull();
  });
});

describe('network messages (SET-NET-05)', () => {
  it('says the network table for its codes, the catalogue for Coffer’s, unknown error for the rest', () => {
    expect(networkMessageOf(4009, 'en')).toMatch(/already used/);
    expect(networkMessageOf('4004', 'zh-CN')).toMatch(/同一网段/);
    expect(networkMessageOf(404, 'en')).toBe('The interface does not exist');
    expect(networkMessageOf('C134001', 'en')).toBe('Invalid IPv6 address');
    expect(networkMessageOf(4011, 'en')).toBe('Unknown error');
    expect(networkMessageOf('N300005', 'zh-CN')).toBe('未知错误');
  });
});
