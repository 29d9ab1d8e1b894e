import { SAFE_SERVICE } from '@coffer/contract';
import { post } from '../../e2e/support/api.js';

/**
 * Fills the IP allow and block lists through the security agent, as an administrator would: `count`
 * entries each, a mix of IPv4 addresses, IPv4 ranges, IPv6 addresses and IPv6 ranges, none of them
 * holding 127.0.0.1 (the benchmark's own address, which the allow list always admits: it is the
 * device's console, docs/decisions.md "Security").
 */
export async function seedIpLists(baseURL: string, token: string, count: number): Promise<void> {
  for (const [service, base] of [
    [SAFE_SERVICE.ipBlackAdd, 10],
    [SAFE_SERVICE.ipWhiteAdd, 100],
  ] as const) {
    for (let index = 0; index < count; index += 1) {
      const a = base + (index % 50);
      const b = Math.floor(index / 50);
      const ip = [
        `${a}.${b}.${index % 256}.7`,
        `${a}.${b}.${index % 256}.0/24`,
        `2001:db8:${base.toString(16)}:${index.toString(16)}::1`,
        `2001:${base === 10 ? 'db9' : 'dba'}:${index.toString(16)}::/48`,
      ][index % 4] as string;
      await post(
        `${baseURL}`,
        `/v1/api/agent?s=${service}`,
        { service, ip, remark: `bench ${index}` },
        token,
      );
    }
  }
}
