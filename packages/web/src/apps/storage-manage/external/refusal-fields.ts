import type { FieldError } from '@coffer/contract';

/**
 * A refusal's problems by the payload field they concern (ARCHITECTURE "Wire protocol": every
 * problem in `data.errors`), so the page shows each next to what it concerns.
 */
export function refusalByField(result: { data: unknown }): Partial<Record<string, string[]>> {
  const errors = (result.data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return {};
  const byField: Partial<Record<string, string[]>> = {};
  for (const error of errors as Partial<FieldError>[]) {
    if (typeof error?.message !== 'string') continue;
    const field = typeof error.field === 'string' ? error.field : '';
    (byField[field] ??= []).push(error.message);
  }
  return byField;
}
