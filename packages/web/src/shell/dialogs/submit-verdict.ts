import type { SubmitVerdict } from './dialog-types';

/** Runs a caller's submit; a thrown error becomes the error line instead of an unhandled rejection. */
export async function verdictOf(
  submit: (password: string) => Promise<SubmitVerdict>,
  password: string,
  fallback: string,
): Promise<SubmitVerdict> {
  try {
    return await submit(password);
  } catch (error) {
    console.error('A dialog submit failed', error);
    return fallback;
  }
}
