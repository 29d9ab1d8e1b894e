import type { BlockDeviceInfo } from './sys-block.js';

export interface SnapshotDiff {
  added: BlockDeviceInfo[];
  removed: BlockDeviceInfo[];
  /** Same kernel name, different media: another size, another image, other partitions. */
  changed: BlockDeviceInfo[];
}

function sameMedia(a: BlockDeviceInfo, b: BlockDeviceInfo): boolean {
  return (
    a.sizeBytes === b.sizeBytes &&
    a.backingFile === b.backingFile &&
    a.backingDeleted === b.backingDeleted &&
    a.removable === b.removable &&
    a.partitions.join(',') === b.partitions.join(',')
  );
}

/** Pure: what changed between two snapshots of /sys/block. Write counters alone are no change. */
export function diffSnapshots(
  prev: readonly BlockDeviceInfo[],
  next: readonly BlockDeviceInfo[],
): SnapshotDiff {
  const before = new Map(prev.map((device) => [device.name, device]));
  const after = new Map(next.map((device) => [device.name, device]));
  const added: BlockDeviceInfo[] = [];
  const changed: BlockDeviceInfo[] = [];
  for (const device of next) {
    const old = before.get(device.name);
    if (!old) added.push(device);
    else if (!sameMedia(old, device)) changed.push(device);
  }
  const removed = prev.filter((device) => !after.has(device.name));
  return { added, removed, changed };
}

export function isEmptyDiff(diff: SnapshotDiff): boolean {
  return diff.added.length === 0 && diff.removed.length === 0 && diff.changed.length === 0;
}
