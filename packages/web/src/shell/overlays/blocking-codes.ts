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
