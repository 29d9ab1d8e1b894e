import { addressHex, parseIpEntry, rangeHolds } from '@coffer/contract';
import type { DriverState } from './driver.js';

type Addresses = DriverState['addresses'];

/**
 * Whether the IP lists let an address in: a service ends the open sessions of addresses they
 * refuse now (Samba decides new ones itself from `hosts allow` and `hosts deny`).
 */
export function addressAllowed(addresses: Addresses, address: string): boolean {
  const hex = addressHex(address.replace(/^\[|\]$/g, ''));
  if (hex === null) return true;
  const holds = (entries: readonly string[]) =>
    entries.some((entry) => {
      const range = parseIpEntry(entry);
      return range !== null && rangeHolds(range, hex);
    });
  if (holds(addresses.block)) return false;
  return addresses.mode !== 'allow-only' || holds(addresses.allow);
}
