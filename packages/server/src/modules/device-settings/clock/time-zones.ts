import { existsSync } from 'node:fs';
import { readFile, readlink } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Debian's tzdata: every zone and link name is in `tzdata.zi` (`Z name …`, `L target name`). */
export const ZONEINFO_DIR = '/usr/share/zoneinfo';

/**
 * The zone names a `tzdata.zi` defines, sorted: zones (`Z`) and links (`L`, e.g. Asia/Chongqing),
 * leaving out the `posix/` and `right/` trees and the legacy upper-case aliases (`EST5EDT`, `GB`)
 * no one should pick in a list.
 */
export function zonesOfTzdata(text: string): string[] {
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    const [kind, first, second] = line.split(/\s+/);
    const name = kind === 'Z' ? first : kind === 'L' ? second : undefined;
    if (name && (name.includes('/') || name === 'UTC')) names.add(name);
  }
  return [...names].filter((name) => !/^(posix|right|SystemV)\//.test(name)).sort();
}

/** The zones the machine's zoneinfo knows; empty when it has none (no tzdata installed). */
export async function readZones(zoneinfo = ZONEINFO_DIR): Promise<string[]> {
  const text = await readFile(join(zoneinfo, 'tzdata.zi'), 'utf8').catch(() => '');
  return zonesOfTzdata(text);
}

/**
 * The machine's zone: `/etc/timezone` (Debian) when it names a known zone, else what
 * `/etc/localtime` links to under the zoneinfo, else UTC.
 */
export async function readCurrentZone(root = '/', zoneinfo = ZONEINFO_DIR): Promise<string> {
  const named = (await readFile(join(root, 'etc/timezone'), 'utf8').catch(() => '')).trim();
  if (named && existsSync(join(zoneinfo, named))) return named;
  const target = await readlink(join(root, 'etc/localtime')).catch(() => '');
  const inside = target ? relative(zoneinfo, target) : '';
  return inside && !inside.startsWith('..') ? inside : 'UTC';
}
