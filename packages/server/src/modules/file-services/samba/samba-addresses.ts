import { parseIpEntry } from '@coffer/contract';
import type { DriverState } from '../driver.js';

type Addresses = DriverState['addresses'];

/**
 * The IP lists as `hosts allow` and `hosts deny`. Samba reads an address and `address/prefix` of
 * either family as the lists hold them (`IpRange.text`); an entry it would not read is left out.
 */
export function hostsLists(addresses: Addresses): { allow: string[]; deny: string[] } {
  const texts = (entries: readonly string[]) =>
    entries.flatMap((entry) => {
      const range = parseIpEntry(entry);
      return range ? [range.text] : [];
    });
  return {
    allow: addresses.mode === 'allow-only' ? texts(addresses.allow) : [],
    deny: texts(addresses.block),
  };
}
