import type { CallFailure } from '../../../api/client';
import { isRecord } from '../../../api/is-record';
import type { CreateProblem } from './wizard-state';

/**
 * The problems of a refused request: every entry of `data.errors` (ARCHITECTURE "Wire protocol":
 * validation answers each problem with its field), else the refusal itself, for the field given
 * (the whole request when none).
 */
export function problemsOfRefusal(
  result: Pick<CallFailure, 'code' | 'message' | 'data'>,
  field = '',
): CreateProblem[] {
  const errors = isRecord(result.data) && Array.isArray(result.data.errors) ? result.data.errors : [];
  const listed = errors.flatMap((entry): CreateProblem[] =>
    isRecord(entry) && typeof entry.message === 'string'
      ? [
          {
            field: typeof entry.field === 'string' ? entry.field : field,
            code: typeof entry.code === 'string' || typeof entry.code === 'number' ? entry.code : result.code,
            message: entry.message,
          },
        ]
      : [],
  );
  return listed.length > 0 ? listed : [{ field, code: result.code, message: result.message }];
}

/** The problems about the member at `index` (`sys.<index>`). */
export function problemsOfMember(problems: readonly CreateProblem[], index: number): CreateProblem[] {
  return problems.filter((problem) => problem.field === `sys.${index}`);
}
