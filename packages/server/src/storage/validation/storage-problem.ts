import type { CofferCode } from '@coffer/contract';

/**
 * One reason a storage request is refused: the payload field it concerns (`sys.2` is the third
 * disk of `sys`), a catalogue code and the code's message parameters. Validators return every
 * problem at once, before any command runs.
 */
export interface StorageProblem {
  field: string;
  code: CofferCode;
  params?: Record<string, string | number>;
}

export function problem(
  field: string,
  code: CofferCode,
  params?: Record<string, string | number>,
): StorageProblem {
  return params ? { field, code, params } : { field, code };
}
