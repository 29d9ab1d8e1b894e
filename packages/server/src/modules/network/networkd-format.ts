import { join } from 'node:path';
import {
  HEADER,
  dhcpPlan,
  type InterfacePlan,
  type NetworkChangePlan,
  type RenderedChange,
} from './network-plan.js';

/** Coffer's files for systemd-networkd, named to sort before the distribution's own. */
export const NETWORKD_DIR = '/etc/systemd/network';

export function networkdFile(name: string, suffix: '.network' | '.netdev' | '.link'): string {
  return join(NETWORKD_DIR, `10-coffer-${name}${suffix}`);
}

function networkUnit(plan: InterfacePlan): string {
  const lines = [HEADER, '[Match]', `Name=${plan.name}`, ''];
  if (plan.mtu !== null) lines.push('[Link]', `MTUBytes=${plan.mtu}`, '');
  const v4 = plan.ipv4;
  const v6 = plan.ipv6;
  lines.push('[Network]');
  lines.push(`DHCP=${v4.method === 'dhcp' ? 'ipv4' : 'no'}`);
  if (v4.method === 'static') {
    lines.push(`Address=${v4.ip}/${v4.prefix}`);
    if (v4.gateway) lines.push(`Gateway=${v4.gateway}`);
  }
  for (const server of plan.dns) lines.push(`DNS=${server}`);
  if (v6.method === 'off') lines.push('LinkLocalAddressing=ipv4', 'IPv6AcceptRA=no');
  else lines.push(`IPv6AcceptRA=${v6.method === 'auto' ? 'yes' : 'no'}`);
  if (v6.method === 'static') {
    lines.push(`Address=${v6.ip}/${v6.prefix}`);
    if (v6.gateway) lines.push(`Gateway=${v6.gateway}`);
  }
  return `${lines.join('\n')}\n`;
}

function bondPortUnit(port: string, bond: string): string {
  return `${HEADER}\n[Match]\nName=${port}\n\n[Network]\nBond=${bond}\n`;
}

function bondNetdev(bond: string, mode: string): string {
  return `${HEADER}\n[NetDev]\nName=${bond}\nKind=bond\n\n[Bond]\nMode=${mode}\nMIIMonitorSec=100ms\n`;
}

const RELOAD = ['networkctl', 'reload'];

/** systemd-networkd's rendering of a change; `networkctl reload` and `reconfigure` load it. */
export function renderNetworkd(change: NetworkChangePlan): RenderedChange {
  switch (change.kind) {
    case 'interface':
      return {
        files: [{ path: networkdFile(change.plan.name, '.network'), content: networkUnit(change.plan) }],
        removed: [],
        commands: [RELOAD, ['networkctl', 'reconfigure', change.plan.name]],
      };
    case 'create_bond': {
      const bond = change.plan.name;
      return {
        files: [
          { path: networkdFile(bond, '.netdev'), content: bondNetdev(bond, change.mode) },
          { path: networkdFile(bond, '.network'), content: networkUnit(change.plan) },
          ...change.ports.map((port) => ({
            path: networkdFile(port, '.network'),
            content: bondPortUnit(port, bond),
          })),
        ],
        removed: [],
        commands: [RELOAD, ['networkctl', 'reconfigure', ...change.ports]],
      };
    }
    case 'remove_bond':
      return {
        files: change.ports.map((port) => ({
          path: networkdFile(port, '.network'),
          content: networkUnit(dhcpPlan(port)),
        })),
        removed: [networkdFile(change.name, '.netdev'), networkdFile(change.name, '.network')],
        // networkd leaves a removed netdev in place: it is deleted by name.
        commands: [
          ['ip', 'link', 'delete', change.name],
          RELOAD,
          ['networkctl', 'reconfigure', ...change.ports],
        ],
      };
    case 'link_down':
      return { files: [], removed: [], commands: [['networkctl', 'down', change.name]] };
    case 'wake_on_lan':
      return {
        files: [
          {
            path: networkdFile(change.name, '.link'),
            content: `${HEADER}\n[Match]\nMACAddress=${change.mac}\n\n[Link]\nNamePolicy=keep\nName=${change.name}\nWakeOnLan=${change.enabled ? 'magic' : 'off'}\n`,
          },
        ],
        removed: [],
        commands: [['ethtool', '-s', change.name, 'wol', change.enabled ? 'g' : 'd']],
      };
  }
}
