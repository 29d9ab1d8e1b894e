import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OWNER,
  registerOwner,
  sendCredentials,
  signIn,
  startTestDevice,
  type TestDevice,
} from '../support/test-device.js';

let test: TestDevice;
const tokens: string[] = [];
beforeAll(async () => {
  test = await startTestDevice();
  await registerOwner(test);
  tokens.push(await signIn(test), await signIn(test, OWNER, true));
  await sendCredentials(test, '/auth/login', { username: 'owner', password: 'Wrong-pass-9' });
  const passwd = await test.encrypt(OWNER.password);
  await test.post(
    '/v1/user/CheckUserPasswd',
    { eventName: 'ScreenLock', passwd: passwd.cipher, key_id: passwd.keyId },
    { token: tokens[0] },
  );
  await test.post('/v1/user/logout', {}, { token: tokens[0] });
  test.device.log.flush();
  test.device.db.pragma('wal_checkpoint(FULL)');
});
afterAll(async () => {
  await test.close();
});

function dataFiles(): { name: string; text: string }[] {
  const files = readdirSync(test.dataDir)
    .filter((name) => name.startsWith('coffer.db'))
    .map((name) => join(test.dataDir, name));
  return [...files, test.logFile].map((file) => ({
    name: file,
    text: readFileSync(file).toString('latin1'),
  }));
}

describe('secrets at rest', () => {
  it('keeps no plaintext password in the database or the logs', () => {
    for (const { name, text } of dataFiles()) {
      expect(text.includes(OWNER.password), name).toBe(false);
      expect(text.includes('Wrong-pass-9'), name).toBe(false);
    }
  });

  it('keeps tokens only as hashes', () => {
    for (const { name, text } of dataFiles())
      for (const token of tokens) expect(text.includes(token), name).toBe(false);
  });

  it('never writes the private key outside its own file', () => {
    const pem = readFileSync(join(test.dataDir, 'secrets', 'device-key.pem'), 'utf8');
    const lines = pem.split('\n').filter((line) => line.length > 40 && !line.startsWith('-----'));
    expect(lines.length).toBeGreaterThan(5);
    for (const { name, text } of dataFiles())
      for (const line of lines) expect(text.includes(line), name).toBe(false);
  });

  it('logged the sign-ins it kept quiet about', () => {
    const log = readFileSync(test.logFile, 'utf8');
    expect(log).toContain('"event":"auth.login"');
    expect(log).toContain('"event":"auth.failure"');
  });
});
