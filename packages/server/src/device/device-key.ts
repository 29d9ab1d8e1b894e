import {
  constants,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  sign,
  type KeyObject,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import { join } from 'node:path';

export interface DeviceKey {
  /** The public key as SPKI PEM, as `GET /key/pub` serves it. */
  publicPem: string;
  keyId: string;
  /** The public key signed by its own private key, so a client can check the pair is whole. */
  signature: string;
  /** RSA-OAEP with SHA-256 for both the hash and MGF1 (ARCHITECTURE "Wire protocol"). */
  decrypt(base64: string): string;
  /** RSA-SHA256 over `text` with the private key, base64: how the device vouches for a request. */
  sign(text: string): string;
}

const KEY_FILE = 'device-key.pem';

/** Loads the device's RSA key from `<secrets>/`, making it at first start (mode 0600). */
export function loadOrCreateDeviceKey(secretsDir: string): DeviceKey {
  mkdirSync(secretsDir, { recursive: true, mode: 0o700 });
  chmodSync(secretsDir, 0o700);
  const file = join(secretsDir, KEY_FILE);
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return deviceKeyFrom(createPrivateKey(readFileSync(file)));
}

export function deviceKeyFrom(privateKey: KeyObject): DeviceKey {
  const publicKey = createPublicKey(privateKey);
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    publicPem,
    keyId: createHash('sha256').update(der).digest('hex').slice(0, 16),
    signature: sign('sha256', Buffer.from(publicPem), privateKey).toString('base64'),
    decrypt(base64) {
      const plain = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(base64, 'base64'),
      );
      return plain.toString('utf8');
    },
    sign(text) {
      return sign('sha256', Buffer.from(text), privateKey).toString('base64');
    },
  };
}
