import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SHARE_TICKET_KEY_FILE = 'share-ticket-key';
const KEY_BYTES = 32;

/**
 * The key share tickets are signed with: 32 random bytes in `<data>/secrets/share-ticket-key`
 * (mode 0600), made on first use, so a ticket outlives a daemon restart and visitors are not asked
 * for the code again. A file that is not a whole key (cut short by a crash) is replaced: the worst
 * that costs is that visitors give the code once more.
 */
export function loadOrCreateShareTicketKey(secretsDir: string): Buffer {
  const file = join(secretsDir, SHARE_TICKET_KEY_FILE);
  const existing = (() => {
    try {
      return readFileSync(file);
    } catch {
      return undefined;
    }
  })();
  if (existing?.length === KEY_BYTES) return existing;
  mkdirSync(secretsDir, { recursive: true, mode: 0o700 });
  const key = randomBytes(KEY_BYTES);
  // Written whole under another name first: a crash never leaves half a key in its place.
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, key, { mode: 0o600 });
  chmodSync(temp, 0o600);
  renameSync(temp, file);
  return key;
}
