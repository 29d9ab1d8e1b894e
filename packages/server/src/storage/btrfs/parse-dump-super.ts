/** What the engine reads of a member's superblock (`btrfs inspect-internal dump-super`). */
export interface Superblock {
  fsid: string;
  devid: number;
  /** The last transaction written to this device: a member that missed writes has an older one. */
  generation: number;
}

const FIELD = /^([a-z_.]+)\s+(\S+)/;

/** Parses `btrfs inspect-internal dump-super <device>`; null when no btrfs superblock was printed. */
export function parseDumpSuper(output: string): Superblock | null {
  const fields = new Map<string, string>();
  for (const line of output.split('\n')) {
    const match = FIELD.exec(line);
    if (match && !fields.has(match[1]!)) fields.set(match[1]!, match[2]!);
  }
  const fsid = fields.get('fsid');
  const devid = Number(fields.get('dev_item.devid'));
  const generation = Number(fields.get('generation'));
  if (!fsid || !Number.isInteger(devid) || !Number.isInteger(generation)) return null;
  return { fsid, devid, generation };
}
