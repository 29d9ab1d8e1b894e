import { Code, messageOf, type CallDef, type FieldError, type Lang } from '@coffer/contract';
import type { z } from 'zod';
import { AppError } from './app-error.js';

/**
 * Reads a call's payload with its contract schema. Every problem is reported at once; the answer
 * carries the first one's code and message and all of them in `data.errors`.
 */
export function validatePayload<C extends CallDef>(
  call: C,
  fields: Record<string, unknown>,
  lang: Lang,
): z.output<C['payload']> {
  const result = call.payload.safeParse(fields);
  if (result.success) return result.data as z.output<C['payload']>;
  const errors: FieldError[] = result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'body';
    return { field, code: Code.invalidParam, message: messageOf(Code.invalidParam, lang, { field }) };
  });
  throw new AppError(Code.invalidParam, { field: errors[0]!.field }, { errors });
}
