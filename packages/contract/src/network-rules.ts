import type { Lang } from './errors/spec-codes.js';
import { CATALOGUE } from './errors/catalogue.js';
import { NETWORK_CODES, NETWORK_UNKNOWN_ERROR } from './errors/network-codes.js';

/**
 * The network settings' validators (SET-NET-04) and the codes their failures answer (T4 4001–4010,
 * C134xxx where T4 has none). The page checks as the user types; the daemon checks again the same way.
 */

/** The network family's codes (SET-NET-05) and Coffer's own for what T4 leaves out. */
export const NetCode = {
  invalidRequest: 400,
  noSuchInterface: 404,
  alreadyExists: 409,
  abnormalState: 500,
  bondMode: 4001,
  portInUse: 4002,
  macvlanExists: 4003,
  notSameSegment: 4004,
  ipv4Address: 4005,
  ipv4Mask: 4006,
  ipv4Gateway: 4007,
  dnsAddress: 4008,
  addressInUse: 4009,
  vmBridgeExists: 4010,
  ipv6Address: 'C134001',
  ipv6Prefix: 'C134002',
  mtu: 'C134003',
  macAddress: 'C134004',
  port: 'C134005',
  noBackend: 'C134006',
  noWakeOnLan: 'C134007',
} as const;

export type NetCodeValue = (typeof NetCode)[keyof typeof NetCode];

/**
 * A network call's code as the page says it: the network table (T4) for numbers, the catalogue for
 * Coffer's own network codes (C134xxx), and 'unknown error' for anything else (SET-NET-05).
 */
export function networkMessageOf(code: number | string, lang: Lang): string {
  const numeric = typeof code === 'number' ? code : /^\d+$/.test(code) ? Number(code) : undefined;
  const text =
    numeric !== undefined
      ? (NETWORK_CODES as Record<number, { zh: string; en: string }>)[numeric]
      : String(code).startsWith('C134')
        ? CATALOGUE[String(code)]
        : undefined;
  const chosen = text ?? NETWORK_UNKNOWN_ERROR;
  return lang === 'en' ? chosen.en : chosen.zh;
}

const OCTET = /^(0|[1-9]\d{0,2})$/;

/** Four decimal octets 0–255, no leading zeros (an octet like `010` reads as octal to some tools). */
export function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => OCTET.test(part) && Number(part) <= 255);
}

/** The address as a 32-bit unsigned number; only for text `isIpv4` accepts. */
export function ipv4ToNumber(text: string): number {
  return text.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

export function numberToIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

/**
 * The prefix length of an IPv4 mask, or null when it is none: dotted masks are contiguous ones
 * then zeros and not all zero; numeric masks are 0–32 (SET-NET-04).
 */
export function ipv4MaskPrefix(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d{1,2}$/.test(trimmed)) {
    const bits = Number(trimmed);
    return bits <= 32 ? bits : null;
  }
  if (!isIpv4(trimmed)) return null;
  const value = ipv4ToNumber(trimmed);
  if (value === 0) return null;
  const binary = value.toString(2).padStart(32, '0');
  return /^1*0*$/.test(binary) ? (binary.indexOf('0') === -1 ? 32 : binary.indexOf('0')) : null;
}

export function isIpv4Mask(text: string): boolean {
  return ipv4MaskPrefix(text) !== null;
}

/** The dotted mask of a prefix length 0–32. */
export function prefixToIpv4Mask(prefix: number): string {
  return numberToIpv4(prefix === 0 ? 0 : (0xffffffff - (2 ** (32 - prefix) - 1)) >>> 0);
}

function isWholeNumberIn(text: string, max: number): boolean {
  return /^\d{1,5}$/.test(text.trim()) && Number(text) <= max;
}

/** An IPv6 prefix length, 0–128. */
export function isIpv6Prefix(text: string): boolean {
  return isWholeNumberIn(text, 128);
}

/** A port, an integer 0–65535. */
export function isPort(text: string): boolean {
  return isWholeNumberIn(text, 65535);
}

/** Six two-digit hex groups separated all by `-` or all by `:`. */
export function isMac(text: string): boolean {
  return /^[0-9a-f]{2}([-:])[0-9a-f]{2}(\1[0-9a-f]{2}){4}$/i.test(text);
}

const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

/** An IPv6 address in any standard text form (`::` once at most, an IPv4 tail allowed), no zone. */
export function isIpv6(text: string): boolean {
  if (!text.includes(':') || text.includes(':::')) return false;
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  const all = [...head, ...tail];
  let width = all.length;
  const last = all[all.length - 1];
  if (last !== undefined && last.includes('.')) {
    if (!isIpv4(last)) return false;
    all.pop();
    width += 1;
  }
  if (!all.every((group) => HEX_GROUP.test(group))) return false;
  return halves.length === 2 ? width <= 7 : width === 8;
}

/** True when the two IPv4 addresses share the network of the prefix. */
export function sameIpv4Segment(a: string, b: string, prefix: number): boolean {
  const size = 2 ** (32 - prefix);
  return Math.floor(ipv4ToNumber(a) / size) === Math.floor(ipv4ToNumber(b) / size);
}

/** An address a host may hold: not 0/8, loopback, link-local-multicast or above 223. */
function isHostRange(text: string): boolean {
  const first = Number(text.split('.')[0]);
  return first !== 0 && first !== 127 && first < 224;
}

/** Not the network or broadcast address of its segment (both are hosts in a /31 or /32). */
function isHostInSegment(text: string, prefix: number): boolean {
  if (prefix >= 31) return true;
  const size = 2 ** (32 - prefix);
  const offset = ipv4ToNumber(text) % size;
  return offset !== 0 && offset !== size - 1;
}

export interface NetProblem {
  field: string;
  code: NetCodeValue;
}

export interface Ipv4Settings {
  ip: string;
  mask: string;
  /** Empty when the interface has no gateway. */
  gateway: string;
}

/** Every problem of a static IPv4 setting, in the order of the form; none when it is valid. */
export function ipv4SettingsProblems({ ip, mask, gateway }: Ipv4Settings): NetProblem[] {
  const problems: NetProblem[] = [];
  const prefix = ipv4MaskPrefix(mask);
  const ipOk = isIpv4(ip) && isHostRange(ip);
  if (!ipOk) problems.push({ field: 'ip', code: NetCode.ipv4Address });
  // A numeric 0 is a valid mask (SET-NET-04), but no host address lives in a segment of everything.
  if (prefix === null || prefix === 0) problems.push({ field: 'mask', code: NetCode.ipv4Mask });
  if (ipOk && prefix && !isHostInSegment(ip, prefix))
    problems.push({ field: 'ip', code: NetCode.ipv4Address });
  if (gateway !== '') {
    if (!isIpv4(gateway) || !isHostRange(gateway) || gateway === ip) {
      problems.push({ field: 'gateway', code: NetCode.ipv4Gateway });
    } else if (ipOk && prefix && !sameIpv4Segment(ip, gateway, prefix)) {
      problems.push({ field: 'gateway', code: NetCode.notSameSegment });
    }
  }
  return problems;
}

/** A DNS server: an IPv4 or IPv6 address. */
export function isDnsServer(text: string): boolean {
  return (isIpv4(text) && isHostRange(text)) || isIpv6(text);
}

/** Splits a list of DNS servers typed with commas, spaces or new lines. */
export function splitDnsList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function dnsProblems(servers: readonly string[]): NetProblem[] {
  return servers.some((server) => !isDnsServer(server)) ? [{ field: 'dns', code: NetCode.dnsAddress }] : [];
}

export interface Ipv6Settings {
  ip6: string;
  prefix6: string;
  gateway6: string;
}

export function ipv6SettingsProblems({ ip6, prefix6, gateway6 }: Ipv6Settings): NetProblem[] {
  const problems: NetProblem[] = [];
  if (!isIpv6(ip6) || ip6 === '::' || ip6 === '::1')
    problems.push({ field: 'ip6', code: NetCode.ipv6Address });
  if (!isIpv6Prefix(prefix6) || Number(prefix6) === 0)
    problems.push({ field: 'prefix6', code: NetCode.ipv6Prefix });
  if (gateway6 !== '' && (!isIpv6(gateway6) || gateway6 === ip6)) {
    problems.push({ field: 'gateway6', code: NetCode.ipv6Address });
  }
  return problems;
}

/** The MTU range Coffer writes: IPv4's floor to jumbo frames. */
export const MTU_MIN = 576;
export const MTU_MAX = 9000;

export function isMtu(text: string): boolean {
  return /^\d{3,4}$/.test(text.trim()) && Number(text) >= MTU_MIN && Number(text) <= MTU_MAX;
}

/** The Linux bonding modes, by name and by their numbers 0–6. */
export const BOND_MODES = [
  'balance-rr',
  'active-backup',
  'balance-xor',
  'broadcast',
  '802.3ad',
  'balance-tlb',
  'balance-alb',
] as const;
export type BondMode = (typeof BOND_MODES)[number];

/** The bond mode a name or number means, or null (4001). */
export function bondModeOf(text: string): BondMode | null {
  const trimmed = text.trim();
  if (/^[0-6]$/.test(trimmed)) return BOND_MODES[Number(trimmed)]!;
  return (BOND_MODES as readonly string[]).includes(trimmed) ? (trimmed as BondMode) : null;
}

/** Port names that belong to a front-panel slot (SET-NET-03); others have none. */
const SLOTS: Record<string, 1 | 2> = {
  enp3s0: 1,
  eth0: 1,
  kvmbr0: 1,
  enp4s0: 2,
  eth1: 2,
  kvmbr1: 2,
  wlan0: 2,
};

export function portSlot(name: string): 1 | 2 | null {
  return SLOTS[name] ?? null;
}
