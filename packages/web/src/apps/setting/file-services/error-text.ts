import { CallError } from '../../../api/client';

/** The daemon's message for a failed call (its catalogue text in the page's language). */
export function errorText(error: unknown): string | undefined {
  if (!error) return undefined;
  return error instanceof CallError ? error.result.message : (error as Error).message;
}
