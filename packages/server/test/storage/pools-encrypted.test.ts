import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { AGENT_SERVICE, Code, PasswordEvent, SESSION_COOKIE, SUCCESS_CODE } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exec } from '../../src/platform/exec.js';
import { CIPHER_DIR } from '../../src/storage/encryption/pool-encryption.js';
import type { PoolsInfo } from '../../src/storage/pools/pool-service.js';
import { createBaySandbox, type BaySandbox } from '../support/bay-sandbox.js';
import {
  insertDisks,
  ownerToken,
  passPasswordCheck,
  startPoolDevice,
  waitForJob,
} from '../support/pool-device.js';
import { openPushPage } from '../support/push-page.js';
import type { TestDevice } from '../support/test-device.js';

const POOL_PASSWORD = 'Cof3ferA';
const MARKER = 'COFFER-PLAINTEXT-MARKER-7f3a9c';

let sandbox: BaySandbox;
let test: TestDevice | undefined;

/** The FUSE mounts this test made: plain views inside the sandbox. */
async function fuseMountsInside(): Promise<string[]> {
  const { stdout } = await exec('findmnt', ['-n', '-l', '-t', 'fuse.gocryptfs', '-o', 'TARGET'], {
    okExitCodes: [1],
  });
  return stdout
    .split('\n')
    .map((line) => line.trim())
    .filter((point) => point.startsWith(sandbox.dataDir + sep));
}

beforeEach(() => {
  sandbox = createBaySandbox();
});
afterEach(async () => {
  await test?.close().catch(() => undefined);
  test = undefined;
  // Plain views first (by path), then the sandbox unmounts the btrfs and detaches its loops.
  for (const point of await fuseMountsInside())
    await exec('fusermount3', ['-u', point]).catch(() => undefined);
  await sandbox.cleanup();
  expect(sandbox.loopsInside()).toEqual([]);
});

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

async function poolOf(device: TestDevice, token: string) {
  return (await device.post<PoolsInfo>('/zspool/info', {}, { token, json: true })).data.zspool.normal[0]!;
}

async function unlock(device: TestDevice, token: string, id: string, password: string) {
  const pwd = await device.encrypt(password);
  return device.post<{ remaining?: number } | null>(
    '/zspool/decrypted/pool',
    { id, pwd: pwd.cipher, key_id: pwd.keyId },
    { token, json: true },
  );
}

/** Every file under a directory, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

describe('encrypted pools', () => {
  it('keeps files encrypted on disk, locks at start, counts wrong passwords, recovers by key file', async () => {
    test = await startPoolDevice(sandbox);
    let token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G', sata2: '120G' });
    await passPasswordCheck(test, token);
    const secret = await test.encrypt(POOL_PASSWORD);
    const created = await test.post<{ jobId: string; poolId: string }>(
      '/zspool/format/exec',
      {
        action: 'new',
        protocol: 'protsata',
        raidtype: 'raid1',
        sys: disks.map((disk) => disk.serial),
        encryptpwd: secret.cipher,
        key_id: secret.keyId,
        pwdprompt: 'the usual one',
      },
      { token, json: true },
    );
    expect(created.success).toBe(true);
    const { poolId } = created.data;
    expect(await waitForJob(test, token, created.data.jobId)).toMatchObject({ state: 'done' });
    expect(await poolOf(test, token)).toMatchObject({ id: poolId, encrypted: 1, lock: 0, has_mount: 1 });

    // Files with known checksums through the plain view.
    const plain = test.device.pools.filesPath(poolId);
    expect(plain).not.toBe(test.device.pools.mountPoint(poolId));
    const names = ['notes.txt', 'blob.bin'];
    writeFileSync(join(plain, names[0]!), `${MARKER}\n`.repeat(2000));
    writeFileSync(join(plain, names[1]!), Buffer.concat([randomBytes(3 * 2 ** 20), Buffer.from(MARKER)]));
    const sums = names.map((name) => digest(join(plain, name)));

    // The key file, downloaded while the pool is unlocked (cookie, StorageKey check).
    const url = `/zspool/pwdfile/download?id=${poolId}`;
    const refused = await test.raw(url, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(((await refused.json()) as { code: string }).code).toBe(Code.passwordCheckRequired);
    await passPasswordCheck(test, token, PasswordEvent.storageKey);
    const download = await test.raw(url, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    const keyFile = Buffer.from(await download.arrayBuffer());
    expect(keyFile.includes(Buffer.from(POOL_PASSWORD))).toBe(false);

    // The btrfs holds only the cipher directory, and no plaintext of the files.
    await exec('sync', []);
    const raw = test.device.pools.mountPoint(poolId);
    expect(readdirSync(raw)).toEqual([CIPHER_DIR]);
    const cipherFiles = filesUnder(join(raw, CIPHER_DIR));
    expect(cipherFiles.length).toBeGreaterThanOrEqual(names.length);
    for (const file of cipherFiles) {
      expect(readFileSync(file).includes(Buffer.from(MARKER))).toBe(false);
      expect(names.some((name) => file.includes(name))).toBe(false);
    }

    // Restart: the btrfs mounts, the plain view stays locked.
    await test.close();
    expect(await fuseMountsInside()).toEqual([]);
    test = await startPoolDevice(sandbox);
    token = await ownerToken(test, false);
    expect(await poolOf(test, token)).toMatchObject({ id: poolId, encrypted: 1, lock: 1, has_mount: 1 });
    expect(existsSync(plain) ? readdirSync(plain) : []).toEqual([]);
    expect(await fuseMountsInside()).toEqual([]);
    const prompt = await test.post('/zspool/get/pwdprompt', { id: poolId }, { token, json: true });
    expect(prompt.data).toEqual({ prompt: 'the usual one' });

    // Five wrong passwords count down; the sixth blocks, and then so does the right one.
    for (const remaining of [4, 3, 2, 1, 0]) {
      const answer = await unlock(test, token, poolId, 'Wrong123');
      expect([answer.code, answer.data]).toEqual(['N300147', { remaining }]);
    }
    expect((await unlock(test, token, poolId, 'Wrong123')).code).toBe('N300148');
    expect((await unlock(test, token, poolId, POOL_PASSWORD)).code).toBe('N300148');
    expect(await poolOf(test, token)).toMatchObject({ lock: 1 });

    // After a restart the key file recovers the password, which unlocks the pool.
    await test.close();
    test = await startPoolDevice(sandbox);
    token = await ownerToken(test, false);
    // The pool-unlocked task event waits for the plain view: the page retries on C107002.
    const page = await openPushPage(test, token);
    await page.next('registered');
    const unlockedEvent = () =>
      test!.post(`/v1/api/agent?service=${AGENT_SERVICE.poolUnlocked}`, { type: 1, id: poolId }, { token });
    expect((await unlockedEvent()).code).toBe(Code.poolLocked);
    const tampered = Buffer.from(keyFile);
    tampered[tampered.length - 1] = tampered[tampered.length - 1]! ^ 1;
    const bad = await test.post(
      '/zspool/pwdfile/upload',
      { file: tampered.toString('base64') },
      { token, json: true },
    );
    expect(bad.code).toBe(Code.badKeyFile);
    const recovered = await test.post<{ id: string; pwd: string }>(
      '/zspool/pwdfile/upload',
      { file: keyFile.toString('base64') },
      { token, json: true },
    );
    expect(recovered.data.id).toBe(poolId);
    const password = Buffer.from(recovered.data.pwd, 'base64').toString('utf8');
    expect(password).toBe(POOL_PASSWORD);
    const unlocked = await unlock(test, token, poolId, password);
    expect([unlocked.code, unlocked.data]).toEqual([SUCCESS_CODE, { id: poolId, lock: 0 }]);
    expect(await poolOf(test, token)).toMatchObject({ encrypted: 1, lock: 0 });
    expect(names.map((name) => digest(join(plain, name)))).toEqual(sums);
    expect(statSync(plain).isDirectory()).toBe(true);
    // Unlocked: the event succeeds, and other open windows are told to read the pool again.
    expect(await unlockedEvent()).toMatchObject({
      success: true,
      data: { service: AGENT_SERVICE.poolUnlocked, type: 1, id: poolId },
    });
    expect(await page.next('storage_complete_change')).toMatchObject({
      data: { pool_id: poolId, type: 'pool_unlocked', state: 'done' },
    });
    page.close();
  }, 60_000);

  it('refuses a weak password before touching a disk, and the calls of a plain pool', async () => {
    test = await startPoolDevice(sandbox);
    const token = await ownerToken(test);
    const disks = await insertDisks(test, { sata1: '120G' });
    await passPasswordCheck(test, token);
    const weak = await test.encrypt('weakpass');
    const answer = await test.post(
      '/zspool/format/exec',
      {
        action: 'new',
        protocol: 'protsata',
        raidtype: 'basic',
        sys: [disks[0]!.serial],
        encryptpwd: weak.cipher,
        key_id: weak.keyId,
      },
      { token, json: true },
    );
    expect(answer.code).toBe(Code.encryptionPasswordRule);
    expect(test.device.db.prepare('SELECT COUNT(*) AS n FROM pools').get()).toEqual({ n: 0 });
    expect(
      (await test.post('/zspool/get/pwdprompt', { id: 'pool-00000000' }, { token, json: true })).code,
    ).toBe(Code.poolNotFound);
  }, 30_000);
});
