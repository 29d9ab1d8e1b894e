import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateDeviceKey } from './device-key.js';

const dir = mkdtempSync(join(tmpdir(), 'coffer-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** node-forge is what the page uses where the browser has no WebCrypto (plain HTTP on a LAN address). */
function forgeEncrypt(publicPem: string, text: string): string {
  const key = forge.pki.publicKeyFromPem(publicPem);
  const bytes = key.encrypt(forge.util.encodeUtf8(text), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(bytes);
}

describe('device key', () => {
  const key = loadOrCreateDeviceKey(join(dir, 'secrets'));

  it('decrypts what the page encrypts with node-forge, RSA-OAEP SHA-256', () => {
    expect(key.decrypt(forgeEncrypt(key.publicPem, 'Coffer-2026a'))).toBe('Coffer-2026a');
    expect(key.decrypt(forgeEncrypt(key.publicPem, '管理员'))).toBe('管理员');
  });

  it('refuses a ciphertext made with SHA-1 OAEP', () => {
    const sha1 = forge.util.encode64(forge.pki.publicKeyFromPem(key.publicPem).encrypt('x', 'RSA-OAEP'));
    expect(() => key.decrypt(sha1)).toThrow();
  });

  it('keeps the private key readable by its owner only, and the same across restarts', () => {
    const file = join(dir, 'secrets', 'device-key.pem');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'secrets')).mode & 0o777).toBe(0o700);
    const again = loadOrCreateDeviceKey(join(dir, 'secrets'));
    expect(again.keyId).toBe(key.keyId);
    expect(readFileSync(file, 'utf8')).not.toContain(key.publicPem);
  });

  it('signs its public key with its private key', () => {
    const verified = forge.pki
      .publicKeyFromPem(key.publicPem)
      .verify(
        forge.md.sha256.create().update(key.publicPem).digest().bytes(),
        forge.util.decode64(key.signature),
      );
    expect(verified).toBe(true);
  });
});
