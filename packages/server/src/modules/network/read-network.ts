import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { portSlot, prefixToIpv4Mask, type NetInterface } from '@coffer/contract';
import { exec } from '../../platform/exec.js';

/** What `ip -j -d addr` tells of one link (the fields Coffer reads). */
interface IpLink {
  ifname: string;
  flags: string[];
  mtu: number;
  operstate: string;
  link_type: string;
  address?: string;
  master?: string;
  link?: string;
  linkinfo?: { info_kind?: string; info_data?: { mode?: string } };
  addr_info: IpAddress[];
}

interface IpAddress {
  family: 'inet' | 'inet6';
  local: string;
  prefixlen: number;
  scope: string;
  dynamic?: boolean;
}

interface IpRoute {
  dst: string;
  gateway?: string;
  dev?: string;
}

interface IpNeighbour {
  dst: string;
  dev: string;
  lladdr?: string;
  state?: string[];
}

/** The machine's links as `ip` tells them, with details (kind, master, macvlan parent). */
export async function readLinks(): Promise<IpLink[]> {
  const { stdout } = await exec('ip', ['-j', '-d', 'addr'], { timeoutMs: 10_000 });
  return JSON.parse(stdout) as IpLink[];
}

async function readRoutes(family: '-4' | '-6'): Promise<IpRoute[]> {
  const { stdout } = await exec('ip', ['-j', family, 'route', 'show', 'table', 'main'], {
    timeoutMs: 10_000,
  });
  return JSON.parse(stdout) as IpRoute[];
}

/** The neighbour table: addresses this machine has seen answer on its links. */
export async function readNeighbours(): Promise<IpNeighbour[]> {
  const { stdout } = await exec('ip', ['-j', 'neigh'], { timeoutMs: 10_000 });
  return JSON.parse(stdout) as IpNeighbour[];
}

/** The resolvers of `/etc/resolv.conf`, in order. */
export function readResolvers(path = '/etc/resolv.conf'): string[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => /^\s*nameserver\s+(\S+)/.exec(line)?.[1])
    .filter((server): server is string => server !== undefined);
}

function sysText(name: string, file: string): string | null {
  try {
    return readFileSync(join('/sys/class/net', name, file), 'utf8').trim();
  } catch {
    // Reading `speed` of a link that is down fails with EINVAL; the fact is then unknown.
    return null;
  }
}

function kindOf(link: IpLink): NetInterface['kind'] {
  const kind = link.linkinfo?.info_kind;
  if (kind === 'bond') return 'bond';
  if (kind === 'bridge') return 'bridge';
  if (existsSync(join('/sys/class/net', link.ifname, 'wireless'))) return 'wifi';
  if (existsSync(join('/sys/class/net', link.ifname, 'device')) && link.link_type === 'ether')
    return 'ethernet';
  return 'virtual';
}

function speedOf(name: string): number | null {
  const speed = Number(sysText(name, 'speed'));
  return Number.isInteger(speed) && speed > 0 ? speed : null;
}

function toInterface(link: IpLink, links: IpLink[], routes4: IpRoute[], routes6: IpRoute[]): NetInterface {
  const v4 = link.addr_info.filter((address) => address.family === 'inet');
  const v6 = link.addr_info.filter((address) => address.family === 'inet6');
  const v6Global = v6.filter((address) => address.scope !== 'link');
  const gatewayOf = (routes: IpRoute[]) =>
    routes.find((route) => route.dst === 'default' && route.dev === link.ifname)?.gateway ?? null;
  return {
    name: link.ifname,
    slot: portSlot(link.ifname),
    kind: kindOf(link),
    state: link.operstate.toLowerCase(),
    carrier: sysText(link.ifname, 'carrier') === '1',
    speed: speedOf(link.ifname),
    mac: link.address ?? '',
    mtu: link.mtu,
    master: link.master ?? null,
    ports: links.filter((other) => other.master === link.ifname).map((other) => other.ifname),
    ipv4: {
      method: v4.length === 0 ? 'none' : v4.some((address) => address.dynamic) ? 'dhcp' : 'static',
      addresses: v4.map((address) => ({
        address: address.local,
        prefix: address.prefixlen,
        mask: prefixToIpv4Mask(address.prefixlen),
      })),
      gateway: gatewayOf(routes4),
    },
    ipv6: {
      method:
        v6Global.length === 0 ? 'none' : v6Global.some((address) => address.dynamic) ? 'auto' : 'static',
      addresses: v6.map((address) => ({
        address: address.local,
        prefix: address.prefixlen,
        scope: address.scope,
      })),
      gateway: gatewayOf(routes6),
    },
  };
}

/** Every interface of the machine except loopback, as it is now. */
export async function readInterfaces(): Promise<NetInterface[]> {
  const [links, routes4, routes6] = await Promise.all([readLinks(), readRoutes('-4'), readRoutes('-6')]);
  return links
    .filter((link) => !link.flags.includes('LOOPBACK'))
    .map((link) => toInterface(link, links, routes4, routes6));
}
