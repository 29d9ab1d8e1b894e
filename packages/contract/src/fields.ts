import { z } from 'zod';

/**
 * Field types that read the same from a JSON body and from a form body, where every value is a
 * string (ARCHITECTURE "Wire protocol"): a list is a JSON-encoded array string in a form body.
 */
const TRUE_WORDS = new Set(['1', 'true', 'on', 'yes']);
const FALSE_WORDS = new Set(['0', 'false', 'off', 'no', '']);

export const zFlag = z.preprocess((value) => {
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  if (value === 1) return true;
  if (value === 0) return false;
  return value;
}, z.boolean());

export const zInt = z.preprocess(
  (value) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value),
  z.number().int(),
);

export function zList<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, z.array(item));
}

/** A ciphertext from the page: base64 of an RSA-OAEP block. */
export const zCipher = z.string().min(1).max(2048);

export const zKeyId = z.string().min(1).max(128);
