import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.js';

describe('password hashing', () => {
  it('stores argon2id hashes that verify only the right password', async () => {
    const stored = await hashPassword('Coffer-2026a');
    // The stated parameters (m in KiB, t passes, p lanes) are the ones the hash was made with.
    expect(stored.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(stored).not.toContain('Coffer-2026a');
    expect(await verifyPassword(stored, 'Coffer-2026a')).toBe(true);
    expect(await verifyPassword(stored, 'Coffer-2026b')).toBe(false);
  });

  it('treats a damaged hash as a failed check, not a crash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
