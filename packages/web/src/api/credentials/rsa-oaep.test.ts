// @vitest-environment node
import { constants, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptText, encryptWithForge, encryptWithWebCrypto } from './rsa-oaep';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const spkiPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const pkcs1Pem = publicKey.export({ type: 'pkcs1', format: 'pem' }).toString();

function decrypt(base64: string): string {
  return privateDecrypt(
    { key: privateKey, oaepHash: 'sha256', padding: constants.RSA_PKCS1_OAEP_PADDING },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');
}

const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const secrets = ['admin', 'Passw0rd!', '管理员 ñ', ''];

describe('credential encryption (RSA-OAEP, SHA-256, base64)', () => {
  it.each(secrets)('round-trips %j through the WebCrypto path', async (secret) => {
    expect(decrypt(await encryptWithWebCrypto(subtle, spkiPem, secret))).toBe(secret);
  });

  it.each(secrets)('round-trips %j through the node-forge path', async (secret) => {
    expect(decrypt(await encryptWithForge(spkiPem, secret))).toBe(secret);
  });

  it('accepts a PKCS#1 "RSA PUBLIC KEY" on both paths', async () => {
    expect(decrypt(await encryptWithWebCrypto(subtle, pkcs1Pem, 'x1'))).toBe('x1');
    expect(decrypt(await encryptWithForge(pkcs1Pem, 'x2'))).toBe('x2');
  });

  it('produces a fresh ciphertext every time (OAEP is randomised)', async () => {
    const [a, b] = await Promise.all([encryptWithForge(spkiPem, 'same'), encryptWithForge(spkiPem, 'same')]);
    expect(a).not.toBe(b);
  });

  it('uses node-forge when forced, as on a LAN address over plain HTTP', async () => {
    expect(decrypt(await encryptText(spkiPem, 'forced', { forceForge: true }))).toBe('forced');
  });

  it('refuses something that is not a PEM key', async () => {
    await expect(encryptWithForge('not a key', 'x')).rejects.toThrow();
  });
});
