import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The release key: the Ed25519 public key whose signature a release archive must carry, kept as
 * PEM in the data directory's secrets. Without it no archive is accepted.
 */
export const RELEASE_KEY_FILE = 'release-key.pub';

export function releaseKeyPath(dataDir: string): string {
  return join(dataDir, 'secrets', RELEASE_KEY_FILE);
}

export type ReleaseKey =
  { state: 'missing' } | { state: 'unreadable' } | { state: 'ok'; key: KeyObject; fingerprint: string };

/** An Ed25519 public key from PEM text; throws when the text is not one. */
export function parseReleaseKey(pem: string | Buffer): KeyObject {
  // createPublicKey would derive the public half of a private key; a device never needs that file.
  if (/PRIVATE KEY/.test(pem.toString()))
    throw new Error('this is a private key: give the public key (release-key.pub)');
  const key = createPublicKey(pem);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('the key is not an Ed25519 key');
  return key;
}

/** First 16 hex digits of the SHA-256 of the key's DER: what an administrator compares. */
export function keyFingerprint(key: KeyObject): string {
  return createHash('sha256')
    .update(key.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);
}

/** Read at every use: installing a key takes effect without a restart. */
export function readReleaseKey(dataDir: string): ReleaseKey {
  let pem: string;
  try {
    pem = readFileSync(releaseKeyPath(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'missing' };
    return { state: 'unreadable' };
  }
  try {
    const key = parseReleaseKey(pem);
    return { state: 'ok', key, fingerprint: keyFingerprint(key) };
  } catch {
    return { state: 'unreadable' };
  }
}

/** Installs a public key (checked first) into the data directory; answers its fingerprint. */
export function installReleaseKey(dataDir: string, pem: string | Buffer): string {
  const key = parseReleaseKey(pem);
  const secrets = join(dataDir, 'secrets');
  mkdirSync(secrets, { recursive: true, mode: 0o700 });
  chmodSync(secrets, 0o700);
  const file = releaseKeyPath(dataDir);
  const temp = `${file}.tmp`;
  writeFileSync(temp, key.export({ type: 'spki', format: 'pem' }), { mode: 0o600 });
  renameSync(temp, file);
  return keyFingerprint(key);
}
