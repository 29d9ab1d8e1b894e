/** `--bays`: `default` gives a new data directory its first disks; `none` starts it empty (tests). */
export const BAYS_MODES = ['default', 'none'] as const;
export type BaysMode = (typeof BAYS_MODES)[number];

export function isBaysMode(value: string): value is BaysMode {
  return (BAYS_MODES as readonly string[]).includes(value);
}

/** The disks of a new data directory, none of them formatted. */
export const DEFAULT_BAYS: readonly { slot: string; size: string }[] = [
  { slot: 'sata1', size: '4T' },
  { slot: 'sata2', size: '4T' },
  { slot: 'm2-1', size: '512G' },
];
