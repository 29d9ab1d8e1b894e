/**
 * Addresses and ranges of the IP allow and block lists (SEC-01): one IPv4 or IPv6 address, or a CIDR
 * range of either. Every address is held as the 32 hex digits of its IPv6 form (an IPv4 address as
 * `::ffff:a.b.c.d`), so fixed-width strings compare in numeric order and one sorted list of ranges
 * serves both families. Pure: the page checks an entry before sending it, the daemon before storing.
 */

export interface IpRange {
  /** The entry as shown: an address or `address/prefix`, host bits cleared, IPv6 compressed. */
  text: string;
  /** First and last address, 32 lowercase hex digits each. */
  start: string;
  end: string;
}

const V4_MAPPED_PREFIX = '00000000000000000000ffff';
const DEC_OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/;

/** The 8 hex digits of a dotted IPv4 address, or null. */
function v4Hex(text: string): string | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => DEC_OCTET.test(part))) return null;
  return parts.map((part) => Number(part).toString(16).padStart(2, '0')).join('');
}

/** The 32 hex digits of an IPv6 address (`::`, an IPv4 tail), or null. Zone ids are refused. */
function v6Hex(text: string): string | null {
  if (text.length > 45 || text.includes('%')) return null;
  let groups: string[];
  const tailV4 = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  let body = text;
  let v4Tail = '';
  if (tailV4?.[1]) {
    const hex = v4Hex(tailV4[1]);
    if (hex === null) return null;
    v4Tail = hex;
    body = `${text.slice(0, tailV4.index)}:0:0`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  if (halves.length === 2) {
    const head = split(halves[0] ?? '');
    const tail = split(halves[1] ?? '');
    const missing = 8 - head.length - tail.length;
    if (missing < 1) return null;
    groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  } else {
    groups = split(body);
  }
  if (groups.length !== 8 || !groups.every((group) => HEX_GROUP.test(group))) return null;
  const hex = groups.map((group) => group.toLowerCase().padStart(4, '0')).join('');
  return v4Tail ? hex.slice(0, 24) + v4Tail : hex;
}

/** The 32 hex digits of one address as a socket reports it (`1.2.3.4`, `::ffff:1.2.3.4`, `::1`), or null. */
export function addressHex(address: string): string | null {
  if (address.includes(':')) return v6Hex(address);
  const hex = v4Hex(address);
  return hex === null ? null : V4_MAPPED_PREFIX + hex;
}

/** `hex` with its last `128 - prefix` bits set to `bit` ('0' or 'f'). */
function withHostBits(hex: string, prefix: number, bit: '0' | 'f'): string {
  const fullNibbles = Math.floor(prefix / 4);
  const partialBits = prefix % 4;
  let out = hex.slice(0, fullNibbles);
  if (fullNibbles < 32) {
    if (partialBits === 0) {
      out += bit;
    } else {
      const nibble = parseInt(hex.charAt(fullNibbles), 16);
      const hostMask = (1 << (4 - partialBits)) - 1;
      out += (bit === 'f' ? nibble | hostMask : nibble & ~hostMask & 0xf).toString(16);
    }
    out += bit.repeat(31 - fullNibbles);
  }
  return out;
}

function isV4Mapped(hex: string): boolean {
  return hex.startsWith(V4_MAPPED_PREFIX);
}

function v4Text(hex: string): string {
  const last = hex.slice(24);
  return [0, 2, 4, 6].map((at) => parseInt(last.slice(at, at + 2), 16)).join('.');
}

/** RFC 5952 text of an IPv6 address: lowercase, no leading zeros, the longest zero run as `::`. */
function v6Text(hex: string): string {
  const groups = Array.from({ length: 8 }, (_, index) =>
    parseInt(hex.slice(index * 4, index * 4 + 4), 16).toString(16),
  );
  let bestAt = -1;
  let bestLength = 1;
  for (let at = 0; at < 8;) {
    if (groups[at] !== '0') {
      at += 1;
      continue;
    }
    let end = at;
    while (end < 8 && groups[end] === '0') end += 1;
    if (end - at > bestLength) {
      bestAt = at;
      bestLength = end - at;
    }
    at = end;
  }
  if (bestAt < 0) return groups.join(':');
  return `${groups.slice(0, bestAt).join(':')}::${groups.slice(bestAt + bestLength).join(':')}`;
}

/**
 * Parses an entry of the lists: `192.168.1.7`, `10.0.0.0/8`, `2001:db8::1`, `2001:db8::/32`.
 * Host bits are cleared (`10.1.2.3/8` is `10.0.0.0/8`). Answers null for anything else.
 */
export function parseIpEntry(input: string): IpRange | null {
  const text = input.trim();
  if (text === '' || text.length > 64) return null;
  const slash = text.indexOf('/');
  const address = slash < 0 ? text : text.slice(0, slash);
  const isV4 = !address.includes(':');
  const hex = addressHex(address);
  if (hex === null) return null;
  const maxPrefix = isV4 ? 32 : 128;
  let prefix = maxPrefix;
  if (slash >= 0) {
    const prefixText = text.slice(slash + 1);
    if (!/^\d{1,3}$/.test(prefixText)) return null;
    prefix = Number(prefixText);
    if (prefix > maxPrefix) return null;
  }
  const fullPrefix = isV4 ? prefix + 96 : prefix;
  const start = withHostBits(hex, fullPrefix, '0');
  const end = withHostBits(hex, fullPrefix, 'f');
  const shownAsV4 = isV4 || (isV4Mapped(start) && fullPrefix >= 96);
  const base = shownAsV4 ? v4Text(start) : v6Text(start);
  const shownPrefix = shownAsV4 ? fullPrefix - 96 : fullPrefix;
  const whole = shownAsV4 ? 32 : 128;
  return { text: shownPrefix === whole ? base : `${base}/${shownPrefix}`, start, end };
}

/** Whether a range holds an address (both as 32 hex digits). */
export function rangeHolds(range: Pick<IpRange, 'start' | 'end'>, hex: string): boolean {
  return range.start <= hex && hex <= range.end;
}

/**
 * The device's own console: an administrator at the machine itself (127.0.0.1, ::1) always gets in,
 * whatever the allow list says, and can never be blocked (docs/decisions.md "Security").
 */
export const CONSOLE_ADDRESSES: readonly string[] = ['127.0.0.1', '::1'];
const CONSOLE_HEX = CONSOLE_ADDRESSES.map((address) => addressHex(address) as string);

export function isConsoleAddress(hex: string): boolean {
  return CONSOLE_HEX.includes(hex);
}

/** Whether a range holds a console address (such a block entry is refused). */
export function coversConsole(range: Pick<IpRange, 'start' | 'end'>): boolean {
  return CONSOLE_HEX.some((hex) => rangeHolds(range, hex));
}
