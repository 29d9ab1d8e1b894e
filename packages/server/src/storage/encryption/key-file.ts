import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a key file carries once opened. */
export interface KeyFileContent {
  poolId: string;
  password: string;
}

/** First bytes of every key file, so a wrong upload is told apart from a tampered one. */
const MAGIC = Buffer.from('COFFERKEY1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SECRET_BYTES = 32;

/**
 * The device secret key files are sealed with (DECISIONS "Storage", key file): 32 random bytes in
 * `<secrets>/pool-key-secret`, mode 0600, made on first use and kept across restarts.
 */
export function loadOrCreateKeySecret(secretsDir: string): Buffer {
  const file = join(secretsDir, 'pool-key-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file);
    if (secret.length === SECRET_BYTES) return secret;
    throw new Error(`${file} is not a ${SECRET_BYTES}-byte secret`);
  }
  mkdirSync(secretsDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(SECRET_BYTES);
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

/** Seals `{poolId, password}` with AES-256-GCM: magic, IV, tag, ciphertext; the magic is authenticated. */
export function sealKeyFile(secret: Buffer, content: KeyFileContent): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  cipher.setAAD(MAGIC);
  const body = Buffer.concat([
    cipher.update(JSON.stringify({ poolId: content.poolId, password: content.password }), 'utf8'),
    cipher.final(),
  ]);
  return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
}

/** Opens a key file; undefined when it is not one, was sealed by another device or was changed. */
export function openKeyFile(secret: Buffer, file: Buffer): KeyFileContent | undefined {
  const head = MAGIC.length + IV_BYTES + TAG_BYTES;
  if (file.length <= head || !file.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      secret,
      file.subarray(MAGIC.length, MAGIC.length + IV_BYTES),
    );
    decipher.setAAD(MAGIC);
    decipher.setAuthTag(file.subarray(MAGIC.length + IV_BYTES, head));
    const text = Buffer.concat([decipher.update(file.subarray(head)), decipher.final()]).toString('utf8');
    const parsed = JSON.parse(text) as Partial<KeyFileContent>;
    if (typeof parsed.poolId !== 'string' || typeof parsed.password !== 'string') return undefined;
    return { poolId: parsed.poolId, password: parsed.password };
  } catch {
    return undefined;
  }
}
