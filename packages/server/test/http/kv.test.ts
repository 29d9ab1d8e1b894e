import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code, KV_VALUE_MAX, Role } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KV_KEYS_PER_USER } from '../../src/modules/kv/kv-store.js';
import { registerOwner, signIn, startTestDevice, type TestDevice } from '../support/test-device.js';

let test: TestDevice;
let owner: string;
beforeEach(async () => {
  test = await startTestDevice();
  await registerOwner(test);
  owner = await signIn(test);
});
afterEach(async () => {
  await test.close();
});

const load = (k: string, token = owner) => test.post<{ value: string | null }>('/kv/load', { k }, { token });
const save = (k: string, v: string, token = owner) => test.post('/kv/create', { k, v }, { token });

describe('the key-value store', () => {
  it('keeps a value, replaces it, deletes it', async () => {
    expect((await load('webAutoLock')).data).toEqual({ value: null });
    expect((await save('webAutoLock', '{"tag":"on","miunte":5}')).success).toBe(true);
    expect((await load('webAutoLock')).data).toEqual({ value: '{"tag":"on","miunte":5}' });
    await save('webAutoLock', '{"tag":"off","miunte":5}');
    expect((await load('webAutoLock')).data?.value).toBe('{"tag":"off","miunte":5}');
    expect((await test.post('/kv/delete', { k: 'webAutoLock' }, { token: owner })).success).toBe(true);
    expect((await load('webAutoLock')).data).toEqual({ value: null });
  });

  it('is each user’s own', async () => {
    await test.device.accounts.addUser({ username: 'alice', mainRole: Role.user, password: 'Alice-2026x' });
    const alice = await signIn(test, { username: 'alice', password: 'Alice-2026x' });
    await save('wallpaper', 'dawn');
    expect((await load('wallpaper', alice)).data).toEqual({ value: null });
    await save('wallpaper', 'dusk', alice);
    expect((await load('wallpaper')).data?.value).toBe('dawn');
  });

  it('survives a restart of the daemon', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'coffer-kv-'));
    try {
      const first = await startTestDevice(undefined, { dataDir });
      await registerOwner(first);
      await first.post('/kv/create', { k: 'PCSetting', v: '{"sidebar":1}' }, { token: await signIn(first) });
      await first.close();
      const second = await startTestDevice(undefined, { dataDir });
      const answer = await second.post('/kv/load', { k: 'PCSetting' }, { token: await signIn(second) });
      await second.close();
      expect(answer.data).toEqual({ value: '{"sidebar":1}' });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a value over the limit and keeps the old one', async () => {
    await save('big', 'small');
    const answer = await save('big', 'x'.repeat(KV_VALUE_MAX + 1));
    expect(answer.success).toBe(false);
    expect(answer.code).toBe(Code.invalidParam);
    expect((await load('big')).data?.value).toBe('small');
  });

  it('refuses a new key past the per-user limit, but still replaces existing ones', async () => {
    const insert = test.device.db.prepare('INSERT INTO kv (user_id, k, v, updated_at) VALUES (1, ?, ?, 0)');
    for (let index = 0; index < KV_KEYS_PER_USER; index += 1) insert.run(`key${index}`, 'v');
    const answer = await save('one-too-many', 'v');
    expect(answer).toMatchObject({ success: false, code: Code.kvTooManyKeys });
    expect((await save('key0', 'new')).success).toBe(true);
  });

  it('answers a sign-out code to an anonymous caller', async () => {
    expect((await load('webAutoLock', '')).code).toBe('N001001');
  });
});
