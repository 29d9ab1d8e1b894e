import { join } from 'node:path';
import {
  HEADER,
  dhcpPlan,
  type InterfacePlan,
  type NetworkChangePlan,
  type RenderedChange,
} from './network-plan.js';

/** Coffer's files for ifupdown: one per interface under `interfaces.d`, which the main file sources. */
export const IFUPDOWN_DIR = '/etc/network/interfaces.d';

export function ifupdownFile(name: string): string {
  return join(IFUPDOWN_DIR, `coffer-${name}`);
}

function stanzas(plan: InterfacePlan, extra: string[] = []): string {
  const lines = [HEADER, `auto ${plan.name}`];
  const v4 = plan.ipv4;
  lines.push(`iface ${plan.name} inet ${v4.method}`);
  if (v4.method === 'static') {
    lines.push(`    address ${v4.ip}/${v4.prefix}`);
    if (v4.gateway) lines.push(`    gateway ${v4.gateway}`);
  }
  if (plan.dns.length > 0) lines.push(`    dns-nameservers ${plan.dns.join(' ')}`);
  if (plan.mtu !== null) lines.push(`    mtu ${plan.mtu}`);
  lines.push(...extra.map((line) => `    ${line}`));
  const v6 = plan.ipv6;
  if (v6.method === 'static') {
    lines.push(`iface ${plan.name} inet6 static`, `    address ${v6.ip}/${v6.prefix}`);
    if (v6.gateway) lines.push(`    gateway ${v6.gateway}`);
  } else if (v6.method === 'auto') {
    lines.push(`iface ${plan.name} inet6 auto`);
  } else {
    lines.push(`    pre-up sysctl -q -w net.ipv6.conf.${plan.name}.disable_ipv6=1`);
  }
  return `${lines.join('\n')}\n`;
}

function portStanza(port: string, bond: string): string {
  return `${HEADER}\nauto ${port}\niface ${port} inet manual\n    bond-master ${bond}\n`;
}

/** ifupdown's rendering of a change; `ifdown`/`ifup` of the interfaces it names load it. */
export function renderIfupdown(change: NetworkChangePlan): RenderedChange {
  switch (change.kind) {
    case 'interface':
      return {
        files: [{ path: ifupdownFile(change.plan.name), content: stanzas(change.plan) }],
        removed: [],
        commands: [
          ['ifdown', '--force', change.plan.name],
          ['ifup', change.plan.name],
        ],
      };
    case 'create_bond': {
      const bond = change.plan.name;
      const extra = [`bond-slaves ${change.ports.join(' ')}`, `bond-mode ${change.mode}`, 'bond-miimon 100'];
      return {
        files: [
          { path: ifupdownFile(bond), content: stanzas(change.plan, extra) },
          ...change.ports.map((port) => ({ path: ifupdownFile(port), content: portStanza(port, bond) })),
        ],
        removed: [],
        commands: [...change.ports.map((port) => ['ifdown', '--force', port]), ['ifup', bond]],
      };
    }
    case 'remove_bond':
      return {
        files: change.ports.map((port) => ({ path: ifupdownFile(port), content: stanzas(dhcpPlan(port)) })),
        removed: [ifupdownFile(change.name)],
        commands: [['ifdown', '--force', change.name], ...change.ports.map((port) => ['ifup', port])],
      };
    case 'link_down':
      return { files: [], removed: [], commands: [['ifdown', '--force', change.name]] };
    case 'wake_on_lan':
      return renderWakeOnLanHook(change.name, change.enabled);
  }
}

/** ifupdown has no Wake-on-LAN setting: an if-up hook sets it each time the port comes up. */
function renderWakeOnLanHook(name: string, enabled: boolean): RenderedChange {
  const path = `/etc/network/if-up.d/coffer-wol-${name}`;
  const mode = enabled ? 'g' : 'd';
  const content = `#!/bin/sh\n${HEADER}\n[ "$IFACE" = "${name}" ] || exit 0\nexec ethtool -s ${name} wol ${mode}\n`;
  return { files: [{ path, content }], removed: [], commands: [['ethtool', '-s', name, 'wol', mode]] };
}
