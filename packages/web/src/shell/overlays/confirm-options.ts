import * as storageCalls from '@coffer/contract/calls/storage';

export type ConfirmOption = (typeof storageCalls.confirmPool.payload.shape.option.options)[number];
const CONFIRM_OPTIONS: readonly string[] = storageCalls.confirmPool.payload.shape.option.options;

/** Options that give up a disk's data, and so need the read-for-10-s acknowledgement (spec 2 §4.1). */
const ACKNOWLEDGED_OPTIONS: ReadonlySet<string> = new Set(['mountpool', 'ignore', 'dilate']);

/** The acknowledgement belongs to modes B and F, where a disk of the old layout is gone (spec 2 §4.1). */
export function needsAcknowledgement(mode: string | null, option: string): boolean {
  return (mode === 'B' || mode === 'F') && ACKNOWLEDGED_OPTIONS.has(option);
}

/** Options carried out on one pool the administrator picks; the others apply to the change itself. */
export const PER_POOL_OPTIONS: ReadonlySet<string> = new Set(['dilate', 'recover', 'init']);

/** Whether the daemon's confirm call knows this option (the daemon may list others later). */
export function isConfirmOption(option: string): option is ConfirmOption {
  return CONFIRM_OPTIONS.includes(option);
}

/**
 * `extmountdisk` (mode B): a new disk that carries a filesystem becomes an external disk at once
 * (`confirm`, the daemon mounts it); blank ones need the external-disk format set-up first
 * (`format`, step 2, spec 2 §4.6).
 */
export function extmountRoute(newDisks: readonly { sn: string; used: boolean }[]): 'confirm' | 'format' {
  return newDisks.some((disk) => !disk.used) ? 'format' : 'confirm';
}
