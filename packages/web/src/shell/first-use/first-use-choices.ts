import { RAID_MODES, type DiskInfo } from '@coffer/contract';

/** The backup modes the first-use wizard offers (spec 2 §4.2; `basic` is the spec's zdr_single). */
export const FIRST_USE_MODES = ['zdr', 'raid1', 'basic'] as const;
export type FirstUseMode = (typeof FIRST_USE_MODES)[number];

export interface FirstUseModeChoice {
  mode: FirstUseMode;
  /** Why it cannot be chosen over these disks; null when it can. */
  blocked: 'raid1NeedsEqual' | null;
  usableBytes: number;
}

export type FirstUseChoices =
  | { kind: 'noDisk' }
  /** More disks than the wizard's two: the storage manager's RAID table is the place. */
  | { kind: 'manyDisks'; disks: DiskInfo[] }
  | { kind: 'modes'; disks: DiskInfo[]; modes: FirstUseModeChoice[]; allNew: boolean };

/** The free SATA disks present in their bays: what a first pool is made of. */
export function freeSataDisks(disks: readonly DiskInfo[]): DiskInfo[] {
  return disks
    .filter((disk) => disk.role === 0 && disk.status !== 'missing' && disk.dev_type === 'sata')
    .sort((a, b) => a.pos - b.pos);
}

/**
 * What the wizard offers over the free disks: one disk a single-disk pool, two disks ZDR (any sizes)
 * or RAID1 (equal sizes only). A disk is new when it carries no filesystem label, as the daemon's
 * `storage.append.hdds` judges it; the welcome step shows only when every disk is new.
 */
export function firstUseChoices(disks: readonly DiskInfo[]): FirstUseChoices {
  const free = freeSataDisks(disks);
  if (free.length === 0) return { kind: 'noDisk' };
  if (free.length > 2) return { kind: 'manyDisks', disks: free };
  const sizes = free.map((disk) => disk.total_size);
  const modes: FirstUseMode[] = free.length === 1 ? ['basic'] : ['zdr', 'raid1'];
  const equal = sizes.every((size) => size === sizes[0]);
  return {
    kind: 'modes',
    disks: free,
    allNew: free.every((disk) => disk.label === ''),
    modes: modes.map((mode) => ({
      mode,
      blocked: mode === 'raid1' && !equal ? 'raid1NeedsEqual' : null,
      usableBytes: RAID_MODES[mode].usableBytes(sizes),
    })),
  };
}

/** The first mode that can be chosen: the wizard's preselection. */
export function defaultMode(choices: readonly FirstUseModeChoice[]): FirstUseMode | null {
  return choices.find((choice) => choice.blocked === null)?.mode ?? null;
}
