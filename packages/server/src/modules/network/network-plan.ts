import type { BondMode } from '@coffer/contract';

/** One interface's settings as Coffer writes them, already checked by the validators. */
export interface InterfacePlan {
  name: string;
  ipv4: { method: 'dhcp' } | { method: 'static'; ip: string; prefix: number; gateway: string | null };
  dns: string[];
  ipv6:
    | { method: 'auto' }
    | { method: 'off' }
    | { method: 'static'; ip: string; prefix: number; gateway: string | null };
  mtu: number | null;
}

/** A change to the machine's network: what the backend renders and applies. */
export type NetworkChangePlan =
  | { kind: 'interface'; plan: InterfacePlan }
  | { kind: 'create_bond'; plan: InterfacePlan; mode: BondMode; ports: string[] }
  | { kind: 'remove_bond'; name: string; ports: string[] }
  | { kind: 'link_down'; name: string }
  | { kind: 'wake_on_lan'; name: string; mac: string; enabled: boolean };

/** The files a change writes (whole), the files it removes and the commands that load it. */
export interface RenderedChange {
  files: { path: string; content: string }[];
  removed: string[];
  commands: string[][];
}

export const HEADER = '# Written by Coffer (settings → network); the settings app replaces this file.';

/** A port that leaves a bond goes back to DHCP, as a new port would come. */
export function dhcpPlan(name: string): InterfacePlan {
  return { name, ipv4: { method: 'dhcp' }, dns: [], ipv6: { method: 'auto' }, mtu: null };
}
