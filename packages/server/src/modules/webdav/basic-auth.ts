import { createHmac, randomBytes } from 'node:crypto';

/** How long a successful password check is remembered, so a client's burst of requests stays cheap. */
export const AUTH_CACHE_MS = 5_000;
const AUTH_CACHE_MAX = 1_000;

/** The user name and password of an `Authorization: Basic` header, or undefined. */
export function parseBasic(header: string | undefined): { username: string; password: string } | undefined {
  const match = /^\s*Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return undefined;
  const text = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon <= 0) return undefined;
  return { username: text.slice(0, colon), password: text.slice(colon + 1) };
}

/**
 * Successful checks by a keyed hash of name and password (never the password itself), for a few
 * seconds. A key made at start, so the hashes mean nothing outside this process.
 */
export class PasswordCheckCache {
  private readonly key = randomBytes(32);
  private readonly entries = new Map<string, { userId: number; until: number }>();

  constructor(
    private readonly ttlMs = AUTH_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  hashOf(username: string, password: string): string {
    return createHmac('sha256', this.key).update(username).update('\0').update(password).digest('base64');
  }

  get(hash: string): number | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.userId;
    this.entries.delete(hash);
    return undefined;
  }

  set(hash: string, userId: number): void {
    if (this.entries.size >= AUTH_CACHE_MAX) this.entries.clear();
    this.entries.set(hash, { userId, until: this.now() + this.ttlMs });
  }

  /** Forgets every check of an account (its password changed, it was disabled). */
  forgetUser(userId: number): void {
    for (const [hash, entry] of this.entries) if (entry.userId === userId) this.entries.delete(hash);
  }

  clear(): void {
    this.entries.clear();
  }
}
