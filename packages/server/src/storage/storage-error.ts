import { messageOf, type CatalogueCode, type MessageParams } from '@coffer/contract';
import type { StorageProblem } from './validation/storage-problem.js';

/**
 * A refusal of the storage engine: a catalogue code with its message parameters and, for a request
 * that failed validation, every problem found. The engine knows nothing of HTTP; the storage module
 * maps it to an answer.
 */
export class StorageError extends Error {
  constructor(
    readonly code: CatalogueCode,
    readonly params: MessageParams = {},
    readonly problems: readonly StorageProblem[] = [],
  ) {
    super(messageOf(code, 'en', params));
    this.name = 'StorageError';
  }

  /** A request refused for these problems: the first one's code and message, and all of them. */
  static invalid(problems: readonly StorageProblem[]): StorageError {
    const first = problems[0];
    if (!first) throw new Error('StorageError.invalid needs at least one problem');
    return new StorageError(first.code, first.params ?? {}, problems);
  }
}
