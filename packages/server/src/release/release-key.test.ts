import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installReleaseKey, readReleaseKey, releaseKeyPath } from './release-key.js';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'coffer-key-test-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the release key', () => {
  it('is missing until one is installed', () => {
    expect(readReleaseKey(dataDir)).toEqual({ state: 'missing' });
  });

  it('is installed from a public key, readable by its owner alone, with its fingerprint', () => {
    const { publicKey } = generateKeyPairSync('ed25519');
    const fingerprint = installReleaseKey(dataDir, publicKey.export({ type: 'spki', format: 'pem' }));
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(statSync(releaseKeyPath(dataDir)).mode & 0o777).toBe(0o600);
    expect(readReleaseKey(dataDir)).toMatchObject({ state: 'ok', fingerprint });
  });

  it('refuses a private key, and a key that is not Ed25519', () => {
    const ed = generateKeyPairSync('ed25519');
    expect(() => installReleaseKey(dataDir, ed.privateKey.export({ type: 'pkcs8', format: 'pem' }))).toThrow(
      /private key/,
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(() => installReleaseKey(dataDir, rsa.publicKey.export({ type: 'spki', format: 'pem' }))).toThrow(
      /Ed25519/,
    );
    expect(readReleaseKey(dataDir)).toEqual({ state: 'missing' });
  });

  it('is unreadable when the file holds something else', () => {
    mkdirSync(join(dataDir, 'secrets'));
    writeFileSync(releaseKeyPath(dataDir), 'not a key');
    expect(readReleaseKey(dataDir)).toEqual({ state: 'unreadable' });
  });
});
