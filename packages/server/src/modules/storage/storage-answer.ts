import { messageOf, type FieldError, type Lang } from '@coffer/contract';
import { AppError } from '../../http/app-error.js';
import { BayError } from '../../storage/bays/bay-error.js';
import { StorageError } from '../../storage/storage-error.js';

/**
 * Turns a refusal of the storage engine into an answer: the first problem's code and message, and
 * every problem in `data.errors` (ARCHITECTURE "Wire protocol"). Anything else stays unexpected.
 */
export function storageAnswer(error: unknown, lang: Lang): unknown {
  if (error instanceof StorageError) {
    if (error.problems.length === 0) return new AppError(error.code, error.params);
    const errors: FieldError[] = error.problems.map((problem) => ({
      field: problem.field,
      code: problem.code,
      message: messageOf(problem.code, lang, problem.params),
    }));
    return new AppError(error.code, error.params, { errors });
  }
  if (error instanceof BayError) return new AppError(error.code, error.params);
  return error;
}

/** Runs a storage action and answers its refusals as envelope errors. */
export async function answering<T>(lang: Lang, action: () => T | Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw storageAnswer(error, lang);
  }
}
