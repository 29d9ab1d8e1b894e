import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';
import { Code } from '@coffer/contract';

const BAD_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

/**
 * Reads `application/x-www-form-urlencoded` bodies strictly: a stray `%` or an escape that is not
 * UTF-8 makes the body unreadable (400), rather than quietly becoming a field of garbage.
 */
export function parseFormBody(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  if (text === '') return fields;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decodePart(eq < 0 ? pair : pair.slice(0, eq));
    const value = decodePart(eq < 0 ? '' : pair.slice(eq + 1));
    if (key === '') throw new AppError(Code.badBody, {}, null, 400);
    const existing = fields[key];
    fields[key] =
      existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return fields;
}

function decodePart(part: string): string {
  if (BAD_ESCAPE.test(part)) throw new AppError(Code.badBody, {}, null, 400);
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    throw new AppError(Code.badBody, {}, null, 400);
  }
}

export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, parseFormBody(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
}

/** A JSON body must be an object: `42` or `[1]` is not a call's payload. */
export function assertObjectBody(method: string, body: unknown): void {
  if (method !== 'POST' || body === undefined || body === null) return;
  if (typeof body !== 'object' || Array.isArray(body)) throw new AppError(Code.badBody, {}, null, 400);
}
