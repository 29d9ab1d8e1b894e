import {
  NetCode,
  bondModeOf,
  dnsProblems,
  ipv4MaskPrefix,
  ipv4SettingsProblems,
  ipv6SettingsProblems,
  isMtu,
  splitDnsList,
  type NetInterface,
  type NetProblem,
} from '@coffer/contract';
import { NetFailure } from './net-failure.js';
import type { InterfacePlan, NetworkChangePlan } from './network-plan.js';

/** The address fields of POST /settings, as the page sends them (plain text). */
export interface AddressFields {
  name: string;
  ipv4_method: string;
  ip: string;
  mask: string;
  gateway: string;
  dns: string;
  ipv6_method: string;
  ip6: string;
  prefix6: string;
  gateway6: string;
  mtu: string;
}

export interface BondFields extends AddressFields {
  bond_mode: string;
  ports: string;
}

/** The machine's interfaces by name; a name it does not have answers 404. */
export function findInterface(interfaces: readonly NetInterface[], name: string): NetInterface {
  if (name.trim() === '')
    throw new NetFailure(NetCode.invalidRequest, [{ field: 'name', code: NetCode.invalidRequest }]);
  const found = interfaces.find((candidate) => candidate.name === name);
  if (!found)
    throw new NetFailure(NetCode.noSuchInterface, [{ field: 'name', code: NetCode.noSuchInterface }]);
  return found;
}

/** Reads and checks the address fields into a plan; every problem is answered at once. */
export function addressPlan(name: string, fields: AddressFields): InterfacePlan {
  const problems: NetProblem[] = [];
  const v4Method = fields.ipv4_method.trim() || 'dhcp';
  const v6Method = fields.ipv6_method.trim() || 'auto';
  if (v4Method !== 'dhcp' && v4Method !== 'static')
    problems.push({ field: 'ipv4_method', code: NetCode.invalidRequest });
  if (v6Method !== 'auto' && v6Method !== 'static' && v6Method !== 'off') {
    problems.push({ field: 'ipv6_method', code: NetCode.invalidRequest });
  }
  const ip = fields.ip.trim();
  const gateway = fields.gateway.trim();
  if (v4Method === 'static')
    problems.push(...ipv4SettingsProblems({ ip, mask: fields.mask.trim(), gateway }));
  const dns = splitDnsList(fields.dns);
  problems.push(...dnsProblems(dns));
  const ip6 = fields.ip6.trim();
  const gateway6 = fields.gateway6.trim();
  if (v6Method === 'static') {
    problems.push(...ipv6SettingsProblems({ ip6, prefix6: fields.prefix6.trim(), gateway6 }));
  }
  const mtu = fields.mtu.trim();
  if (mtu !== '' && !isMtu(mtu)) problems.push({ field: 'mtu', code: NetCode.mtu });
  if (problems.length > 0) throw NetFailure.of(problems);
  return {
    name,
    ipv4:
      v4Method === 'static'
        ? { method: 'static', ip, prefix: ipv4MaskPrefix(fields.mask)!, gateway: gateway || null }
        : { method: 'dhcp' },
    dns,
    ipv6:
      v6Method === 'static'
        ? { method: 'static', ip: ip6, prefix: Number(fields.prefix6), gateway: gateway6 || null }
        : v6Method === 'off'
          ? { method: 'off' }
          : { method: 'auto' },
    mtu: mtu === '' ? null : Number(mtu),
  };
}

/** An interface whose addresses Coffer may set: not a bond's port, not a bridge. */
export function interfacePlanFor(
  interfaces: readonly NetInterface[],
  fields: AddressFields,
): NetworkChangePlan {
  const target = findInterface(interfaces, fields.name);
  if (target.master !== null || target.kind === 'bridge') {
    throw new NetFailure(NetCode.portInUse, [{ field: 'name', code: NetCode.portInUse }]);
  }
  return { kind: 'interface', plan: addressPlan(target.name, fields) };
}

const VM_BRIDGE = /^(kvmbr|virbr)\d+$/;

/** Links whose kind `ip -d` reports, to find macvlans on a port (4003). */
export interface LinkKinds {
  macvlanParents: ReadonlySet<string>;
}

/** Checks a new bond: its mode (4001), name (409), ports (404, 4002, 4003, 4010) and addresses. */
export function bondPlanFor(
  interfaces: readonly NetInterface[],
  kinds: LinkKinds,
  fields: BondFields,
): NetworkChangePlan {
  const mode = bondModeOf(fields.bond_mode);
  if (!mode) throw new NetFailure(NetCode.bondMode, [{ field: 'bond_mode', code: NetCode.bondMode }]);
  const name = fields.name.trim() || freeBondName(interfaces);
  if (!/^bond\d{1,2}$/.test(name))
    throw new NetFailure(NetCode.invalidRequest, [{ field: 'name', code: NetCode.invalidRequest }]);
  if (interfaces.some((candidate) => candidate.name === name)) {
    throw new NetFailure(NetCode.alreadyExists, [{ field: 'name', code: NetCode.alreadyExists }]);
  }
  const ports = [...new Set(fields.ports.split(/[\s,]+/).filter((port) => port !== ''))];
  if (ports.length < 2)
    throw new NetFailure(NetCode.invalidRequest, [{ field: 'ports', code: NetCode.invalidRequest }]);
  for (const portName of ports) {
    const port = findInterface(interfaces, portName);
    if (port.kind === 'bond' || port.kind === 'bridge' || port.kind === 'wifi') {
      throw new NetFailure(NetCode.invalidRequest, [{ field: 'ports', code: NetCode.invalidRequest }]);
    }
    if (port.master !== null) {
      const code = VM_BRIDGE.test(port.master) ? NetCode.vmBridgeExists : NetCode.portInUse;
      throw new NetFailure(code, [{ field: 'ports', code }]);
    }
    if (kinds.macvlanParents.has(portName)) {
      throw new NetFailure(NetCode.macvlanExists, [{ field: 'ports', code: NetCode.macvlanExists }]);
    }
  }
  return { kind: 'create_bond', plan: addressPlan(name, fields), mode, ports };
}

function freeBondName(interfaces: readonly NetInterface[]): string {
  for (let index = 0; ; index += 1) {
    if (!interfaces.some((candidate) => candidate.name === `bond${index}`)) return `bond${index}`;
  }
}

export function removeBondPlanFor(interfaces: readonly NetInterface[], name: string): NetworkChangePlan {
  const bond = findInterface(interfaces, name);
  if (bond.kind !== 'bond')
    throw new NetFailure(NetCode.noSuchInterface, [{ field: 'name', code: NetCode.noSuchInterface }]);
  return { kind: 'remove_bond', name, ports: bond.ports };
}

export function wifiDisconnectPlanFor(interfaces: readonly NetInterface[], name: string): NetworkChangePlan {
  const wifi = findInterface(interfaces, name);
  if (wifi.kind !== 'wifi')
    throw new NetFailure(NetCode.noSuchInterface, [{ field: 'name', code: NetCode.noSuchInterface }]);
  return { kind: 'link_down', name };
}

/** The static IPv4 address a change would give, with the interfaces that may already hold it. */
export function claimedAddress(change: NetworkChangePlan): { ip: string; owners: string[] } | null {
  if (change.kind !== 'interface' && change.kind !== 'create_bond') return null;
  const v4 = change.plan.ipv4;
  if (v4.method !== 'static') return null;
  return { ip: v4.ip, owners: [change.plan.name, ...(change.kind === 'create_bond' ? change.ports : [])] };
}
