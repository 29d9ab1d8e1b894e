import { SHARE_CODE_PATTERN, SHARE_EXPIRE_CHOICES_DAYS } from '@coffer/contract/calls/shares-types';

export const DAY_S = 86_400;
/** DECISIONS: 3 days unless chosen otherwise. */
export const DEFAULT_DAYS = 3;
export const EXPIRY_DAYS = SHARE_EXPIRE_CHOICES_DAYS;

const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A random 4-character code without look-alike characters (l/1, o/0). */
export function generateCode(random: (max: number) => number = randomBelow): string {
  return Array.from({ length: 4 }, () => CODE_ALPHABET[random(CODE_ALPHABET.length)]).join('');
}

function randomBelow(max: number): number {
  const values = new Uint32Array(1);
  crypto.getRandomValues(values);
  return (values[0] ?? 0) % max;
}

export function isValidCode(code: string): boolean {
  return code === '' || SHARE_CODE_PATTERN.test(code);
}

/** The virtual path the file manager asked to share (`?create=<encoded path>`), or null. */
export function createRequestOf(search: string): string | null {
  const value = new URLSearchParams(search).get('create');
  return value && value.startsWith('/') ? value : null;
}

/** What the copy button puts on the clipboard: the link, and its code when it has one. */
export function shareText(url: string, code: string, codeLabel: string): string {
  return code ? `${url} ${codeLabel}: ${code}` : url;
}
