import { describe, expect, it } from 'vitest';
import { addressAllowed } from '../service-addresses.js';
import { procNetAddress } from './ftp-sessions.js';

describe('procNetAddress', () => {
  it.each([
    ['0100007F', '127.0.0.1'],
    ['0200007F', '127.0.0.2'],
    ['0A01A8C0', '192.168.1.10'],
    // An IPv4 client of a dual-stack socket.
    ['0000000000000000FFFF00000200007F', '127.0.0.2'],
    ['00000000000000000000000001000000', '0:0:0:0:0:0:0:1'],
    ['B80D0120000000000000000001000000', '2001:db8:0:0:0:0:0:1'],
  ])('reads %s as %s', (hex, text) => {
    expect(procNetAddress(hex)).toBe(text);
  });

  it('gives addresses the IP lists can judge', () => {
    const lists = { mode: 'all' as const, allow: [], block: ['127.0.0.2', '2001:db8::/32'] };
    expect(addressAllowed(lists, procNetAddress('0200007F'))).toBe(false);
    expect(addressAllowed(lists, procNetAddress('0000000000000000FFFF00000200007F'))).toBe(false);
    expect(addressAllowed(lists, procNetAddress('B80D0120000000000000000001000000'))).toBe(false);
    expect(addressAllowed(lists, procNetAddress('0100007F'))).toBe(true);
  });
});
