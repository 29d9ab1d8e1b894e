import type { CatalogueCode, MessageParams } from '@coffer/contract';

/**
 * One reason a storage request is refused: the payload field it concerns (`sys.2` is the third
 * disk of `sys`), a catalogue code and the code's message parameters. Validators return every
 * problem at once, before any command runs.
 */
export interface StorageProblem {
  field: string;
  code: CatalogueCode;
  params?: MessageParams;
}

export function problem(field: string, code: CatalogueCode, params?: MessageParams): StorageProblem {
  return params ? { field, code, params } : { field, code };
}
