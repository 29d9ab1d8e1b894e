import { BAY_SLOTS } from '@coffer/contract';

/** The device types a bay reports, as spec 3 §3 names them (`dev_type`). */
export type BayDevType = 'sata' | 'nvme' | 'esata' | 'usb';

export interface BaySlot {
  slot: string;
  devType: BayDevType;
  /** The slot number the spec's disk entity reports (`pos`), counted within its kind of bay. */
  pos: number;
}

function slots(prefix: string, devType: BayDevType, count: number): BaySlot[] {
  return Array.from({ length: count }, (_, index) => ({
    slot: `${prefix}${index + 1}`,
    devType,
    pos: index + 1,
  }));
}

/** DECISIONS "Storage": 8 SATA bays, 4 M.2 slots, one eSATA enclosure of 4 bays; plus two USB ports. */
export const BAY_LAYOUT: readonly BaySlot[] = [
  ...slots('sata', 'sata', BAY_SLOTS.sata),
  ...slots('m2-', 'nvme', BAY_SLOTS.nvme),
  ...slots('esata', 'esata', BAY_SLOTS.esata),
  ...slots('usb', 'usb', BAY_SLOTS.usb),
];

const BY_SLOT = new Map(BAY_LAYOUT.map((bay) => [bay.slot, bay]));

export function findBaySlot(slot: string): BaySlot | undefined {
  return BY_SLOT.get(slot);
}

export function isBaySlot(slot: string): boolean {
  return BY_SLOT.has(slot);
}
