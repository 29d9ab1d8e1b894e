import { readFileSync } from 'node:fs';
import {
  NETWORK_CHANGE_FLAGS,
  NETWORK_READ_FLAGS,
  NetCode,
  type NetInterface,
  type NetworkApplied,
  type NetworkChangeFlag,
  type NetworkReadFlag,
} from '@coffer/contract';
import type { z } from 'zod';
import type { CALLS } from '@coffer/contract';
import { addressInUse } from './address-in-use.js';
import {
  bondPlanFor,
  claimedAddress,
  findInterface,
  interfacePlanFor,
  removeBondPlanFor,
  wifiDisconnectPlanFor,
  type BondFields,
} from './change-check.js';
import { diagnose, type DiagnoseInput } from './diagnose.js';
import { NetFailure } from './net-failure.js';
import type { NetworkBackend } from './network-backend.js';
import type { NetworkChangePlan } from './network-plan.js';
import { readInterfaces, readLinks, readResolvers } from './read-network.js';
import { readWakeOnLan } from './wake-on-lan.js';

type ReadAnswer = z.input<(typeof CALLS)['networkRead']['response']>;

function isReadFlag(flag: string): flag is NetworkReadFlag {
  return (NETWORK_READ_FLAGS as readonly string[]).includes(flag);
}

function isChangeFlag(flag: string): flag is NetworkChangeFlag {
  return (NETWORK_CHANGE_FLAGS as readonly string[]).includes(flag);
}

/** The network settings: reads the machine as it is, checks changes and hands them to the backend. */
export class NetworkService {
  private applying: Promise<unknown> = Promise.resolve();

  constructor(private readonly backend: NetworkBackend) {}

  async read(flag: string): Promise<ReadAnswer> {
    if (!isReadFlag(flag))
      throw new NetFailure(NetCode.invalidRequest, [{ field: 'flag', code: NetCode.invalidRequest }]);
    if (flag === 'show') {
      return {
        backend: this.backend.kind,
        editable: this.backend.kind !== 'none',
        dryRun: this.backend.dryRun,
      };
    }
    const interfaces = await readInterfaces();
    if (flag === 'is_bond') {
      const bonds = interfaces.filter((candidate) => candidate.kind === 'bond');
      return {
        bonded: bonds.length > 0,
        bonds: bonds.map((bond) => ({ name: bond.name, mode: bondMode(bond.name), ports: bond.ports })),
      };
    }
    if (flag === 'get_net_status') {
      const route = interfaces.find(
        (candidate) => candidate.ipv4.gateway !== null || candidate.ipv6.gateway !== null,
      );
      return {
        online: route !== undefined && route.carrier,
        gateway: route ? (route.ipv4.gateway ?? route.ipv6.gateway) : null,
        interface: route?.name ?? null,
      };
    }
    const family = flag.endsWith('_6') ? 6 : 4;
    const set = flag.replace(/_6$/, '');
    const chosen = interfaces.filter((candidate) =>
      set === 'wifi_net_info'
        ? candidate.kind === 'wifi'
        : set === 'unbond_net_info'
          ? candidate.kind !== 'bond' && candidate.kind !== 'bridge' && candidate.master === null
          : true,
    );
    return { family, interfaces: chosen, dns: readResolvers() };
  }

  /** Checks a change against the machine as it is now; nothing is written unless all of it holds. */
  async plan(flag: string, fields: BondFields): Promise<NetworkChangePlan> {
    if (!isChangeFlag(flag))
      throw new NetFailure(NetCode.invalidRequest, [{ field: 'flag', code: NetCode.invalidRequest }]);
    const interfaces = await readInterfaces();
    const change = await this.planOf(flag, fields, interfaces);
    const claimed = claimedAddress(change);
    if (claimed && (await addressInUse(interfaces, claimed.ip, claimed.owners))) {
      throw new NetFailure(NetCode.addressInUse, [{ field: 'ip', code: NetCode.addressInUse }]);
    }
    return change;
  }

  private async planOf(flag: NetworkChangeFlag, fields: BondFields, interfaces: NetInterface[]) {
    switch (flag) {
      case 'update':
        return interfacePlanFor(interfaces, fields);
      case 'create_bond': {
        const links = await readLinks();
        const macvlanParents = new Set(
          links
            .filter((link) => link.linkinfo?.info_kind === 'macvlan' && link.link)
            .map((link) => link.link!),
        );
        return bondPlanFor(interfaces, { macvlanParents }, fields);
      }
      case 'remove_bond':
        return removeBondPlanFor(interfaces, fields.name);
      case 'wifi_disconnect':
        return wifiDisconnectPlanFor(interfaces, fields.name);
    }
  }

  /** One change at a time: two saves never interleave their files and reloads. */
  apply(change: NetworkChangePlan): Promise<NetworkApplied> {
    const run = this.applying.then(() => this.backend.apply(change));
    this.applying = run.catch(() => undefined);
    return run;
  }

  async diagnose(input: DiagnoseInput) {
    return { name: input.name, steps: await diagnose(await readInterfaces(), input) };
  }

  async wakeOnLan() {
    return { interfaces: await readWakeOnLan(await readInterfaces()) };
  }

  async planWakeOnLan(name: string, enabled: string): Promise<NetworkChangePlan> {
    if (enabled !== '0' && enabled !== '1') {
      throw new NetFailure(NetCode.invalidRequest, [{ field: 'enabled', code: NetCode.invalidRequest }]);
    }
    const interfaces = await readInterfaces();
    const port = findInterface(interfaces, name);
    const state = (await readWakeOnLan(interfaces)).find((candidate) => candidate.name === name);
    if (!state?.supported)
      throw new NetFailure(NetCode.noWakeOnLan, [{ field: 'name', code: NetCode.noWakeOnLan }]);
    return { kind: 'wake_on_lan', name, mac: port.mac, enabled: enabled === '1' };
  }
}

function bondMode(name: string): string {
  try {
    return readFileSync(`/sys/class/net/${name}/bonding/mode`, 'utf8').split(' ')[0]!.trim();
  } catch {
    return '';
  }
}
