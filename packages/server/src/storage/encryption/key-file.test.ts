import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadOrCreateKeySecret, openKeyFile, sealKeyFile } from './key-file.js';

const secret = randomBytes(32);
const content = { poolId: 'pool-0a1b2c3d', password: 'Secret12' };

describe('key files', () => {
  it('opens what it sealed, and never shows the password in the file', () => {
    const file = sealKeyFile(secret, content);
    expect(openKeyFile(secret, file)).toEqual(content);
    expect(file.includes(Buffer.from('Secret12'))).toBe(false);
    // A fresh IV each time: two key files of one pool differ.
    expect(sealKeyFile(secret, content).equals(file)).toBe(false);
  });

  it('refuses a changed file, another device secret and something that is no key file', () => {
    const file = sealKeyFile(secret, content);
    for (const index of [0, 12, 30, file.length - 1]) {
      const tampered = Buffer.from(file);
      tampered[index] = tampered[index]! ^ 0x01;
      expect(openKeyFile(secret, tampered)).toBeUndefined();
    }
    expect(openKeyFile(secret, file.subarray(0, file.length - 1))).toBeUndefined();
    expect(openKeyFile(randomBytes(32), file)).toBeUndefined();
    expect(openKeyFile(secret, Buffer.from('hello'))).toBeUndefined();
    expect(openKeyFile(secret, Buffer.alloc(0))).toBeUndefined();
  });

  it('keeps one secret per device, readable by its owner only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'coffer-key-secret-'));
    try {
      const first = loadOrCreateKeySecret(join(dir, 'secrets'));
      expect(first).toHaveLength(32);
      expect(loadOrCreateKeySecret(join(dir, 'secrets')).equals(first)).toBe(true);
      expect(statSync(join(dir, 'secrets', 'pool-key-secret')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
