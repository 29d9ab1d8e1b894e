import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { basename } from 'node:path';
import { underlyingDisks } from './block-device.js';

export interface MountEntry {
  majorMinor: string;
  mountPoint: string;
  source: string;
}

/** The mounts that make a disk the system disk: the root filesystem and the boot partitions. */
const SYSTEM_MOUNT_POINTS = new Set(['/', '/boot', '/boot/efi']);

function unescapeMountField(field: string): string {
  return field.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)));
}

/** Parses /proc/self/mountinfo (proc(5)): `id parent major:minor root point options … - type source …`. */
export function parseMountinfo(text: string): MountEntry[] {
  const entries: MountEntry[] = [];
  for (const line of text.split('\n')) {
    const fields = line.split(' ');
    const separator = fields.indexOf('-', 6);
    if (fields.length < 10 || separator < 0) continue;
    entries.push({
      majorMinor: fields[2]!,
      mountPoint: unescapeMountField(fields[4]!),
      source: unescapeMountField(fields[separator + 2] ?? ''),
    });
  }
  return entries;
}

/** Kernel name of the block device behind a mount, when it is one. */
function mountDevice(entry: MountEntry): string | undefined {
  const byNumber = `/sys/dev/block/${entry.majorMinor}`;
  if (existsSync(byNumber)) return basename(realpathSync(byNumber));
  // btrfs mounts report an anonymous device number; their source names a member device.
  if (entry.source.startsWith('/dev/') && existsSync(entry.source))
    return basename(realpathSync(entry.source));
  return undefined;
}

/** The whole disks holding the running system (`/`, `/boot`), which the engine never writes to. */
export function findSystemDisks(mountinfo = readFileSync('/proc/self/mountinfo', 'utf8')): Set<string> {
  const disks = new Set<string>();
  for (const entry of parseMountinfo(mountinfo)) {
    if (!SYSTEM_MOUNT_POINTS.has(entry.mountPoint)) continue;
    const device = mountDevice(entry);
    if (device) for (const disk of underlyingDisks(device)) disks.add(disk);
  }
  return disks;
}
