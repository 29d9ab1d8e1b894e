import { BAY_SLOTS, type DiskInfo } from '@coffer/contract';
import { diskUseOf, type BayKind } from '../data/storage-by-bay';

/** The kinds of bay the picture draws, by the `dev_type` of the disks they hold. */
export type BayGroupKind = keyof typeof BAY_SLOTS;

/** What a bay shows: empty, or the disk it holds by what the engine says of it. */
export type BayState = 'empty' | 'free' | 'member' | 'spare' | 'cache' | 'external' | 'faulty' | 'missing';

export interface Bay {
  kind: BayGroupKind;
  pos: number;
  disk: DiskInfo | null;
  state: BayState;
}

export interface BayGroup {
  kind: BayGroupKind;
  bays: Bay[];
}

export interface BayPicture {
  groups: BayGroup[];
  /**
   * Disks no bay of the picture can show: a USB-C disk, a slot number beyond the model's bays, or a
   * missing disk whose bay now holds another disk. They are listed, never dropped.
   */
  loose: Bay[];
}

/** Every kind, in the order the disk page draws them (STOR-POOL-11). */
export const ALL_BAY_GROUPS: readonly BayGroupKind[] = ['sata', 'nvme', 'esata', 'usb'];

/** The bays a page shows: a bay page its own kind, the disk page every kind. */
export function bayGroupsOf(bay: BayKind | 'all'): readonly BayGroupKind[] {
  if (bay === 'all') return ALL_BAY_GROUPS;
  return [bay === 'm2' ? 'nvme' : bay];
}

/**
 * A disk's colour in the picture. A missing disk is missing whatever its role; a failing one (bad
 * status or SMART advising replacement: the engine's `abnormal`, `isFault`) shows as faulty before
 * its role, since that is what needs the administrator.
 */
export function bayStateOf(disk: Pick<DiskInfo, 'status' | 'role' | 'abnormal' | 'isFault'>): BayState {
  if (disk.status === 'missing') return 'missing';
  if (disk.abnormal || disk.isFault) return 'faulty';
  return diskUseOf(disk.role);
}

function isGroupKind(devType: string): devType is BayGroupKind {
  return devType in BAY_SLOTS;
}

/**
 * Which bay holds which disk. A present disk takes its bay; a missing disk is drawn in the bay it
 * was in while that bay is empty (the administrator looks there for it), and listed as loose when
 * another disk now sits there.
 */
export function bayPicture(disks: readonly DiskInfo[], kinds: readonly BayGroupKind[]): BayPicture {
  const loose: Bay[] = [];
  const groups = kinds.map((kind): BayGroup => {
    const bays: Bay[] = Array.from({ length: BAY_SLOTS[kind] }, (_, index) => ({
      kind,
      pos: index + 1,
      disk: null,
      state: 'empty',
    }));
    const ofKind = disks.filter((disk) => disk.dev_type === kind);
    const present = ofKind.filter((disk) => disk.status !== 'missing');
    const missing = ofKind.filter((disk) => disk.status === 'missing');
    for (const disk of [...present, ...missing]) {
      const bay = bays[disk.pos - 1];
      const entry: Bay = { kind, pos: disk.pos, disk, state: bayStateOf(disk) };
      if (bay && bay.disk === null) bays[disk.pos - 1] = entry;
      else loose.push(entry);
    }
    return { kind, bays };
  });
  // USB-C disks have no port of their own in the model; they go with the USB ports.
  if (kinds.includes('usb')) {
    for (const disk of disks) {
      if (isGroupKind(disk.dev_type)) continue;
      loose.push({ kind: 'usb', pos: disk.pos, disk, state: bayStateOf(disk) });
    }
  }
  return { groups, loose };
}

/** Colours of pool members, one per pool in the order the engine lists the pools. */
export const POOL_PALETTE = ['#1f6f5c', '#2f6fb0', '#8a5cb8', '#b0762f', '#2f9aa6', '#6b8e23'] as const;

/** The colour a pool's members are drawn in; the palette repeats after six pools. */
export function poolColourOf(poolId: string, pools: readonly { id: string }[]): string | null {
  const index = pools.findIndex((pool) => pool.id === poolId);
  return index < 0 ? null : POOL_PALETTE[index % POOL_PALETTE.length]!;
}

const KIND_ORDER: readonly DiskInfo['dev_type'][] = ['sata', 'nvme', 'esata', 'usb', 'type-c'];

/** Disks in the order of the bay picture: by kind of bay, then slot, a missing disk after a present one. */
export function sortedDisks(disks: readonly DiskInfo[]): DiskInfo[] {
  return [...disks].sort(
    (a, b) =>
      KIND_ORDER.indexOf(a.dev_type) - KIND_ORDER.indexOf(b.dev_type) ||
      a.pos - b.pos ||
      Number(a.status === 'missing') - Number(b.status === 'missing'),
  );
}
