/** One line of `btrfs qgroup show --raw -r`: a level-0 qgroup is one subvolume. */
export interface QgroupLine {
  /** `0/<subvolume id>`. */
  id: string;
  /** Bytes the subvolume refers to (shared extents included). */
  referenced: number;
  exclusive: number;
  /** The referenced-bytes limit; null when there is none. */
  maxReferenced: number | null;
  /** The subvolume's path from the filesystem's top (`homes/3`), `<stale>` once it is deleted. */
  path: string;
}

function bytes(text: string): number | null {
  if (text === 'none') return null;
  if (!/^\d+$/.test(text)) throw new Error(`not a byte count: ${text}`);
  return Number(text);
}

/**
 * Reads the table of `btrfs qgroup show --raw -r` (btrfs-progs 6.2 crashes on `--format json`
 * for this command, so the text is parsed): the lines below the dashes, level-0 qgroups only.
 */
export function parseQgroupShow(output: string): QgroupLine[] {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => line.startsWith('--------'));
  if (start < 0) return [];
  const found: QgroupLine[] = [];
  for (const line of lines.slice(start + 1)) {
    const parts = line.trim().split(/\s+/);
    if (parts.length < 5 || !/^0\/\d+$/.test(parts[0]!)) continue;
    const [id, referenced, exclusive, maxReferenced, ...path] = parts as [string, string, string, string];
    found.push({
      id,
      referenced: bytes(referenced) ?? 0,
      exclusive: bytes(exclusive) ?? 0,
      maxReferenced: bytes(maxReferenced),
      path: path.join(' '),
    });
  }
  return found;
}
