/** spec 2 §8: blocking codes that have a handling of their own and never open the generic dialog. */
export const GENERIC_BLOCKING_EXCLUSIONS = [
  'N302002',
  'N300046',
  'N300050',
  'N300051',
  'N300053',
  'N300410',
] as const;

/** Whether a blocking message's code opens the generic disk-problem dialog (spec 2 §8, N300029 and the rest). */
export function opensGenericBlocking(code: number | string): boolean {
  const text = String(code).trim().toUpperCase();
  return !(GENERIC_BLOCKING_EXCLUSIONS as readonly string[]).includes(text);
}

/** The dialogs of spec 2 §8's blocking codes (T4); `generic` is the disk-problem dialog. */
export type BlockingDialog =
  | 'mountProblem'
  | 'ssdLost'
  | 'disksChanged'
  | 'noDisk'
  | 'capacity'
  | 'damaged'
  | 'reboot'
  | 'ssdAbnormal'
  | 'generic';

const OWN_DIALOGS: Readonly<Record<string, BlockingDialog>> = {
  N300005: 'mountProblem',
  N300033: 'ssdLost',
  N300034: 'disksChanged',
  N300035: 'noDisk',
  N300036: 'capacity',
  N300061: 'damaged',
  N300410: 'reboot',
  N300418: 'ssdAbnormal',
};

/**
 * The dialog a blocking code opens (BOOT-BLK-01): its own for the codes T4 describes, the generic
 * disk-problem dialog for N300029 and every unlisted code, none for the exclusions whose handling
 * the spec leaves open (N302002, N300046, N300050, N300051, N300053).
 */
export function blockingDialogOf(code: number | string): BlockingDialog | null {
  const text = String(code).trim().toUpperCase();
  const own = OWN_DIALOGS[text];
  if (own) return own;
  return opensGenericBlocking(text) ? 'generic' : null;
}

/** What each dialog offers the super administrator (spec 2 §8). */
export const BLOCKING_ACTIONS: Readonly<
  Record<BlockingDialog, readonly ('storage' | 'reboot' | 'shutdown')[]>
> = {
  mountProblem: ['storage', 'reboot', 'shutdown'],
  ssdLost: ['reboot'],
  disksChanged: ['reboot'],
  noDisk: ['shutdown'],
  capacity: ['storage', 'shutdown'],
  damaged: ['shutdown'],
  reboot: ['reboot'],
  ssdAbnormal: ['reboot', 'shutdown'],
  generic: ['storage', 'reboot', 'shutdown'],
};
