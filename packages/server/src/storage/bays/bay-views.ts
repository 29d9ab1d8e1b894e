import { BAY_LAYOUT, type BayDevType } from './bay-layout.js';
import type { BaysState, FailMode, VirtualDisk } from './bays-state.js';
import type { RealBays, RealDiskInfo } from './real-bays.js';

export interface BayView {
  slot: string;
  pos: number;
  devType: BayDevType;
  /** What the bay holds: a virtual disk (image on a loop device), a real disk, or nothing. */
  kind: 'virtual' | 'real' | null;
  state: 'present' | 'pulled' | 'empty';
  serial: string | null;
  model: string | null;
  sizeBytes: number | null;
  failModes: FailMode[];
  /** The block device the disk answers on now; null while pulled or powered off. */
  device: string | null;
  /** A virtual disk's image file in `bays/images/`. */
  image: string | null;
}

const EMPTY = {
  kind: null,
  state: 'empty',
  serial: null,
  model: null,
  sizeBytes: null,
  failModes: [],
  device: null,
  image: null,
} as const;

/** Every bay of the layout, in order, with what it holds now. */
export function bayViews(
  state: BaysState,
  realBays: RealBays,
  loopOf: (disk: VirtualDisk) => string | undefined,
  readRealDisk: (path: string) => RealDiskInfo | undefined,
): BayView[] {
  return BAY_LAYOUT.map((bay): BayView => {
    const base = { slot: bay.slot, pos: bay.pos, devType: bay.devType };
    const realPath = realBays[bay.slot];
    if (realPath !== undefined) {
      const disk = readRealDisk(realPath);
      if (!disk) return { ...base, ...EMPTY, failModes: [], kind: 'real' };
      return {
        ...base,
        kind: 'real',
        state: 'present',
        serial: disk.serial,
        model: disk.model,
        sizeBytes: disk.sizeBytes,
        failModes: [],
        device: `/dev/${disk.wholeDisk}`,
        image: null,
      };
    }
    const disk = state.bays[bay.slot];
    if (!disk) return { ...base, ...EMPTY, failModes: [] };
    return {
      ...base,
      kind: 'virtual',
      state: disk.state,
      serial: disk.serial,
      model: disk.model,
      sizeBytes: disk.sizeBytes,
      failModes: disk.failModes,
      device: disk.state === 'present' ? (loopOf(disk) ?? null) : null,
      image: disk.image,
    };
  });
}
