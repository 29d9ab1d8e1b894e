/**
 * Avatars, groups chosen in the user editor, and the account CSV as a download, against a real
 * daemon over HTTP: real pictures made by sharp, real files under the data directory, and one audit
 * row per act.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  AVATAR_SIZE,
  AVATAR_UPLOAD_MAX_BYTES,
  CALLS,
  Code,
  Role,
  SESSION_COOKIE,
  type AccountEntry,
  type AvatarState,
  type Envelope,
  type GroupEntry,
} from '@coffer/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/admin/admin-commands.js';
import { registerOwner, signIn, startTestDevice, type TestDevice } from '../support/test-device.js';

let test: TestDevice;
const tokens: Record<'owner' | 'ops' | 'alice' | 'bob', string> = { owner: '', ops: '', alice: '', bob: '' };
const uids: Record<keyof typeof tokens, number> = { owner: 0, ops: 0, alice: 0, bob: 0 };
const PEOPLE = { ops: Role.devOps, alice: Role.user, bob: Role.user } as const;
const PASSWORD = 'Coffer-2026a';

beforeAll(async () => {
  test = await startTestDevice();
  await registerOwner(test);
  tokens.owner = await signIn(test);
  for (const [username, mainRole] of Object.entries(PEOPLE)) {
    await runAdminCommand(test.device, { cmd: 'user.add', username, password: PASSWORD, mainRole });
    tokens[username as keyof typeof tokens] = await signIn(test, { username, password: PASSWORD });
  }
  const rows = test.device.db.prepare('SELECT id, username FROM users').all() as {
    id: number;
    username: string;
  }[];
  for (const row of rows) uids[row.username as keyof typeof uids] = row.id;
}, 60_000);
afterAll(async () => {
  await test?.close();
});

interface AuditRow {
  id: number;
  username: string;
  action: string;
  target: string;
  result: string;
  detail: string;
}
const auditRows = () => test.device.db.prepare('SELECT * FROM audit_log ORDER BY id').all() as AuditRow[];
const newestId = () => auditRows().at(-1)?.id ?? 0;
const rowsAfter = (id: number) => auditRows().filter((row) => row.id > id);
const avatarDir = () => join(test.dataDir, 'avatars');
const avatarFiles = () => (existsSync(avatarDir()) ? readdirSync(avatarDir()) : []);

const picture = (format: 'png' | 'jpeg' | 'webp', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();

async function upload(path: string, token: string, body: Buffer): Promise<Envelope<AvatarState>> {
  const response = await fetch(`${test.baseUrl}${path}`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/octet-stream', 'accept-language': 'en' },
    body,
  });
  return (await response.json()) as Envelope<AvatarState>;
}

const avatarOf = (uid: number, token = tokens.owner) =>
  test.raw(`${CALLS.avatarImage.path}?uid=${uid}`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });

async function entryOf(uid: number): Promise<AccountEntry> {
  const answer = await test.post<{ items: AccountEntry[] }>(
    CALLS.accountList.path,
    {},
    { token: tokens.owner },
  );
  return answer.data.items.find((entry) => entry.uid === uid)!;
}

describe('avatars', () => {
  it('makes an uploaded picture a small square, serves it back, and lists its version', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const before = newestId();
      const set = await upload(CALLS.avatarSetMine.path, tokens.alice, await picture(format));
      expect(set.success, format).toBe(true);
      expect(set.data).toMatchObject({ uid: uids.alice });
      expect(set.data.avatar).toBeGreaterThan(0);
      const served = await avatarOf(uids.alice, tokens.bob);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: AVATAR_SIZE });
      expect((await entryOf(uids.alice)).avatar).toBe(set.data.avatar);
      const mine = await test.post<AvatarState>(CALLS.avatarMine.path, {}, { token: tokens.alice });
      expect(mine.data).toEqual(set.data);
      expect(rowsAfter(before).map((row) => [row.username, row.action, row.target, row.result])).toEqual([
        ['alice', 'user.avatar.set', 'alice', 'ok'],
      ]);
    }
  });

  it('refuses bytes that are not a picture, and a picture too large, storing nothing', async () => {
    const stored = avatarFiles();
    const version = (await entryOf(uids.bob)).avatar;
    const before = newestId();
    const notImage = await upload(CALLS.avatarSetMine.path, tokens.bob, Buffer.from('GIF89a not really'));
    expect(notImage.code).toBe(Code.avatarNotImage);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    expect((await upload(CALLS.avatarSetMine.path, tokens.bob, gif)).code).toBe(Code.avatarNotImage);
    const huge = Buffer.concat([await picture('png'), Buffer.alloc(AVATAR_UPLOAD_MAX_BYTES)]);
    const tooLarge = await upload(CALLS.avatarSetMine.path, tokens.bob, huge);
    expect(tooLarge.code).toBe(Code.avatarTooLarge);
    expect(tooLarge.message).toContain('5 MB');
    expect(avatarFiles()).toEqual(stored);
    expect((await entryOf(uids.bob)).avatar).toBe(version);
    expect(rowsAfter(before).map((row) => row.result)).toEqual([
      Code.avatarNotImage,
      Code.avatarNotImage,
      Code.avatarTooLarge,
    ]);
    const none = await avatarOf(uids.bob);
    expect(none.status).toBe(404);
    expect(((await none.json()) as Envelope).code).toBe(Code.avatarMissing);
  });

  it("lets an administrator set another's avatar under the user center's rules", async () => {
    const byOps = await upload(
      `${CALLS.accountAvatarSet.path}?uid=${uids.bob}`,
      tokens.ops,
      await picture('png'),
    );
    expect(byOps.success).toBe(true);
    expect(byOps.data.uid).toBe(uids.bob);
    const onOwner = await upload(
      `${CALLS.accountAvatarSet.path}?uid=${uids.owner}`,
      tokens.ops,
      await picture('png'),
    );
    expect(onOwner.code).toBe(Code.accountNotManageable);
    const byUser = await upload(
      `${CALLS.accountAvatarSet.path}?uid=${uids.bob}`,
      tokens.alice,
      await picture('png'),
    );
    expect(byUser.code).toBe(Code.forbidden);
    const last = rowsAfter(newestId() - 2).map((row) => [row.username, row.action, row.target, row.result]);
    expect(last).toEqual([
      ['ops', 'user.avatar.set', 'bob', 'ok'],
      ['ops', 'user.avatar.set', 'owner', Code.accountNotManageable],
    ]);
    const removed = await test.post<AvatarState>(
      CALLS.accountAvatarRemove.path,
      { uid: uids.bob },
      { token: tokens.owner },
    );
    expect(removed.data).toEqual({ uid: uids.bob, avatar: 0 });
    expect((await avatarOf(uids.bob)).status).toBe(404);
    expect(avatarFiles()).not.toContain(`${uids.bob}.webp`);
  });

  it('removes the avatar with the account', async () => {
    expect(avatarFiles()).toContain(`${uids.alice}.webp`);
    const deleted = await test.post(
      CALLS.accountDelete.path,
      { uid: uids.alice, files: 'recycle' },
      { token: tokens.owner },
    );
    expect(deleted.success).toBe(true);
    expect(avatarFiles()).not.toContain(`${uids.alice}.webp`);
    expect((await avatarOf(uids.alice)).status).toBe(404);
  });
});

describe('groups chosen in the user editor', () => {
  it('puts the account in exactly the chosen groups, in one act', async () => {
    const group = async (name: string) =>
      (await test.post<GroupEntry>(CALLS.groupCreate.path, { name }, { token: tokens.owner })).data;
    const [sales, design] = [await group('Sales'), await group('Design')];
    const modify = (groups: number[]) =>
      test.post<AccountEntry>(
        CALLS.accountModify.path,
        { uid: uids.bob, nickname: 'Bob B', groups: JSON.stringify(groups) },
        { token: tokens.ops },
      );
    const before = newestId();
    expect((await modify([sales.id, design.id])).data.groups).toEqual(
      [sales.id, design.id].sort((a, b) => a - b),
    );
    expect((await modify([design.id])).data.groups).toEqual([design.id]);
    const unknown = await modify([design.id, 9999]);
    expect(unknown.code).toBe(Code.groupNotFound);
    const bob = await entryOf(uids.bob);
    expect(bob).toMatchObject({ nickname: 'Bob B', groups: [design.id] });
    expect(rowsAfter(before).map((row) => [row.action, row.target, row.result])).toEqual([
      ['user.modify', 'bob', 'ok'],
      ['user.modify', 'bob', 'ok'],
      ['user.modify', 'bob', Code.groupNotFound],
    ]);
    expect(JSON.parse(rowsAfter(before)[1]!.detail)).toMatchObject({ groups: [design.id] });
  });
});

describe('the account CSV download', () => {
  it('is a CSV attachment with a BOM and formulas quoted out, by the session cookie', async () => {
    await test.post(
      CALLS.accountModify.path,
      { uid: uids.bob, remark: '=HYPERLINK("x")' },
      { token: tokens.owner },
    );
    const before = newestId();
    const response = await test.raw(CALLS.accountExport.path, {
      headers: { cookie: `${SESSION_COOKIE}=${tokens.ops}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="accounts-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('username,password,nickname,remark,role,groups,disabled');
    expect(lines.find((line) => line.startsWith('bob,'))).toBe(`bob,,Bob B,"'=HYPERLINK(""x"")",3,Design,0`);
    expect(rowsAfter(before).map((row) => [row.username, row.action, row.result])).toEqual([
      ['ops', 'user.export', 'ok'],
    ]);
  });

  it('is refused without the cookie, and to an ordinary user', async () => {
    const noCookie = await test.raw(CALLS.accountExport.path);
    expect(((await noCookie.json()) as Envelope).success).toBe(false);
    const byUser = await test.raw(CALLS.accountExport.path, {
      headers: { cookie: `${SESSION_COOKIE}=${tokens.bob}` },
    });
    expect(((await byUser.json()) as Envelope).code).toBe(Code.forbidden);
  });
});
