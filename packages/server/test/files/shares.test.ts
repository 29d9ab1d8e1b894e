import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Code,
  NOT_CONFIGURED,
  SHARE_EXPIRE_DEFAULT_S,
  type ShareAudit,
  type ShareInfo,
  type ShareLink,
  type SharedItem,
} from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBaySandbox, tearDownSandbox, type BaySandbox } from '../support/bay-sandbox.js';
import { startFilesDevice, type FilesDevice } from './share-device.js';

let sandbox: BaySandbox;
let files: FilesDevice;
let user: { id: number; token: string };

beforeAll(async () => {
  sandbox = createBaySandbox();
  files = await startFilesDevice(sandbox);
  user = await files.addUser('lin');
}, 240_000);
afterAll(async () => {
  await tearDownSandbox(sandbox, files?.test);
}, 120_000);

const create = (body: Record<string, unknown>, token = files.owner.token) =>
  files.call<ShareLink>('/v2/tob/share/create', body, token);
const list = (token = files.owner.token, all = false) =>
  files.call<{ total: number; items: ShareLink[] }>('/v2/tob/share/list', { all: all ? 1 : 0 }, token);
const info = (id: string) => files.call<ShareInfo>('/v2/share/info', { id });
const check = (id: string, code = '') => files.call<{ ticket: string }>('/v2/share/check', { id, code });
const publicList = (id: string, ticket: string, path = '') =>
  files.call<{ total: number; items: SharedItem[] }>('/v2/share/list', { id, ticket, path });
const download = (id: string, ticket: string, path = '', headers: Record<string, string> = {}) =>
  files.test.raw(`/v2/share/download?${new URLSearchParams({ id, ticket, path })}`, { headers });

async function ticketOf(id: string, code = ''): Promise<string> {
  const answer = await check(id, code);
  expect(answer).toMatchObject({ success: true });
  return answer.data.ticket;
}

describe('share links', () => {
  it('creates, lists, modifies and deletes the owner’s links', async () => {
    files.putHome(files.owner.id, 'docs/report.txt', 'quarterly numbers');
    const made = await create({ path: '/home/docs/report.txt', code: 'ab12' });
    expect(made.success).toBe(true);
    const link = made.data;
    expect(link).toMatchObject({
      name: 'report.txt',
      path: '/home/docs/report.txt',
      is_dir: false,
      code: 'ab12',
    });
    expect(link.url).toBe(`${files.test.baseUrl}/home/share/${link.id}`);
    expect(link.expireAt - link.createdAt).toBe(SHARE_EXPIRE_DEFAULT_S);
    expect(link.state).toBe('active');
    expect((await list()).data.items.map((item) => item.id)).toContain(link.id);
    const listed = await files.call<{ items: { name: string; nshare: boolean }[] }>(
      '/v2/file/list',
      { path: '/home/docs' },
      files.owner.token,
    );
    expect(listed.data.items).toMatchObject([{ name: 'report.txt', nshare: true }]);

    const modified = await files.call<ShareLink>(
      '/v2/tob/share/modify',
      { id: link.id, expire: 3600, code: '' },
      files.owner.token,
    );
    expect(modified.data).toMatchObject({ id: link.id, code: '' });
    expect(modified.data.expireAt - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(3600);

    const tooLong = await create({ path: '/home/docs/report.txt', expire: 31 * 86_400 });
    expect(tooLong.success).toBe(false);
    const badCode = await create({ path: '/home/docs/report.txt', code: 'ab' });
    expect(badCode.success).toBe(false);

    const deleted = await files.call<{ deleted: number }>(
      '/v2/tob/share/delete',
      { ids: [link.id] },
      files.owner.token,
    );
    expect(deleted.data.deleted).toBe(1);
    expect((await list()).data.items.map((item) => item.id)).not.toContain(link.id);
    expect((await info(link.id)).code).toBe(Code.shareNotFound);
    const after = await files.call<{ items: { nshare: boolean }[] }>(
      '/v2/file/list',
      { path: '/home/docs' },
      files.owner.token,
    );
    expect(after.data.items[0]?.nshare).toBe(false);
  });

  it('serves a link without a code to anyone: info, listing, file with Range, folder as zip, counted', async () => {
    files.putHome(files.owner.id, 'album/one.txt', 'first file');
    files.putHome(files.owner.id, 'album/deeper/two.bin', Buffer.alloc(70_000, 7));
    files.putHome(files.owner.id, 'album/.hidden', 'not shown');
    const link = (await create({ path: '/home/album' })).data;

    const about = await info(link.id);
    expect(about.data).toMatchObject({ name: 'album', is_dir: true, needsCode: false, owner: 'owner' });
    const ticket = await ticketOf(link.id);
    const top = await publicList(link.id, ticket);
    expect(top.data.items.map((item) => [item.name, item.path, item.is_dir])).toEqual([
      ['deeper', 'deeper', true],
      ['one.txt', 'one.txt', false],
    ]);
    const deeper = await publicList(link.id, ticket, 'deeper');
    expect(deeper.data.items).toMatchObject([{ name: 'two.bin', path: 'deeper/two.bin', size: 70_000 }]);

    const whole = await download(link.id, ticket, 'one.txt');
    expect(whole.status).toBe(200);
    expect(await whole.text()).toBe('first file');
    const part = await download(link.id, ticket, 'one.txt', { range: 'bytes=6-9' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 6-9/10');
    expect(await part.text()).toBe('file');

    const zip = await download(link.id, ticket, '');
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const zipFile = join(tmpdir(), `share-${link.id}.zip`);
    writeFileSync(zipFile, Buffer.from(await zip.arrayBuffer()));
    const listing = execFileSync('unzip', ['-Z1', zipFile]).toString().trim().split('\n').sort();
    rmSync(zipFile);
    expect(listing).toEqual(['.hidden', 'deeper/', 'deeper/two.bin', 'one.txt'].sort());

    const counted = (await list()).data.items.find((item) => item.id === link.id)!;
    expect(counted.visits).toBe(1);
    expect(counted.downloads).toBe(2);
    const audit = await files.call<{ items: ShareAudit[] }>(
      '/v2/tob/share/audit/list',
      { id: link.id },
      files.owner.token,
    );
    expect(audit.data.items.map((row) => [row.kind, row.path])).toEqual([
      ['download', ''],
      ['download', 'one.txt'],
      ['visit', ''],
    ]);
  });

  it('asks for the code: a wrong one is refused, a right one earns a ticket, a new code voids it', async () => {
    files.putHome(files.owner.id, 'secret.txt', 'hush');
    const link = (await create({ path: '/home/secret.txt', code: 'Xy12' })).data;
    expect((await info(link.id)).data).toMatchObject({ needsCode: true, is_dir: false, size: 4 });
    expect((await check(link.id, 'nope')).code).toBe(Code.shareWrongCode);
    expect((await publicList(link.id, 'forged.ticket')).code).toBe(Code.shareTicketInvalid);
    const ticket = await ticketOf(link.id, 'xy12');
    expect(await (await download(link.id, ticket)).text()).toBe('hush');

    await files.call('/v2/tob/share/modify', { id: link.id, code: 'Zz99' }, files.owner.token);
    expect((await publicList(link.id, ticket)).code).toBe(Code.shareTicketInvalid);
    const refused = await download(link.id, ticket);
    expect(((await refused.json()) as { code: string }).code).toBe(Code.shareTicketInvalid);
  });

  it('makes an address wait after 5 wrong codes for a link, even for the right code', async () => {
    files.putHome(files.owner.id, 'guarded.txt', 'x');
    const link = (await create({ path: '/home/guarded.txt', code: 'good1' })).data;
    const codes: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      codes.push(String((await check(link.id, `bad${attempt}`)).code));
    expect(codes).toEqual([...Array(4).fill(Code.shareWrongCode), Code.shareTooManyTries]);
    const locked = await check(link.id, 'good1');
    expect(locked.code).toBe(Code.shareTooManyTries);
    expect(locked.message).toMatch(/10/);
    expect((locked.data as unknown as { wait: number }).wait).toBeGreaterThan(9 * 60_000);
  });

  it('refuses an expired link and one whose file was moved or deleted', async () => {
    files.putHome(files.owner.id, 'old.txt', 'old');
    const expired = (await create({ path: '/home/old.txt' })).data;
    files.test.device.db
      .prepare('UPDATE share_links SET expire_at = ? WHERE id = ?')
      .run(Date.now() - 1000, expired.id);
    expect((await info(expired.id)).code).toBe(Code.shareExpired);
    expect((await check(expired.id)).code).toBe(Code.shareExpired);

    const moved = files.putHome(files.owner.id, 'moving.txt', 'here');
    const movedLink = (await create({ path: '/home/moving.txt' })).data;
    const ticket = await ticketOf(movedLink.id);
    renameSync(moved, join(files.homeReal(files.owner.id), 'moved.txt'));
    expect((await info(movedLink.id)).code).toBe(Code.shareFileGone);
    expect(((await (await download(movedLink.id, ticket)).json()) as { code: string }).code).toBe(
      Code.shareFileGone,
    );

    const gone = files.putHome(files.owner.id, 'gone/inner.txt', 'x');
    const goneLink = (await create({ path: '/home/gone' })).data;
    rmSync(join(gone, '..'), { recursive: true });
    expect((await info(goneLink.id)).code).toBe(Code.shareFileGone);

    const states = new Map((await list()).data.items.map((item) => [item.id, item.state]));
    expect(states.get(expired.id)).toBe('expired');
    expect(states.get(movedLink.id)).toBe('deleted');
  });

  it('share_disable refuses new links and turns the user’s existing links off', async () => {
    const person = await files.addUser('mei');
    files.putHome(person.id, 'mine.txt', 'mine');
    const link = (await create({ path: '/home/mine.txt' }, person.token)).data;
    expect((await info(link.id)).success).toBe(true);
    files.test.device.db.prepare('UPDATE users SET share_disable = 1 WHERE id = ?').run(person.id);
    expect((await create({ path: '/home/mine.txt' }, person.token)).code).toBe(Code.shareNotAllowed);
    expect((await info(link.id)).code).toBe(Code.shareOwnerDisabled);
    expect((await list(person.token)).data.items[0]?.state).toBe('disabled');
  });

  it('an ordinary user cannot share another user’s folder or an unreadable path, nor touch others’ links', async () => {
    // A group folder the ordinary user has no permit for (made through the store: its calls are
    // another part of the files module).
    expect(files.test.device.files.publicDirs.create('Finance')).toBeDefined();
    expect((await create({ path: '/public/Finance' }, user.token)).code).toBe(Code.fileOutsideRoots);
    const roots = await files.call<{ dirs: { path: string }[] }>('/v2/tob/share/dir/top', {}, user.token);
    expect(roots.data.dirs.map((dir) => dir.path)).toEqual(['/home']);
    const ownerRoots = await files.call<{ dirs: { path: string }[] }>(
      '/v2/tob/share/dir/top',
      {},
      files.owner.token,
    );
    expect(ownerRoots.data.dirs.map((dir) => dir.path)).toContain('/public/Finance');
    files.putHome(files.owner.id, 'private/plan.txt', 'plan');
    const ownerLink = (await create({ path: '/home/private/plan.txt' })).data;
    const refusals = await Promise.all(
      [
        `/home/../homes/${files.owner.id}/private/plan.txt`,
        '/home/%2e%2e/1',
        '/public',
        '/public/NoSuchGroup',
        '/external/abcd',
        `/homes/${files.owner.id}`,
      ].map(async (path) => [path, (await create({ path }, user.token)).code]),
    );
    expect(refusals).toEqual([
      [`/home/../homes/${files.owner.id}/private/plan.txt`, Code.fileOutsideRoots],
      ['/home/%2e%2e/1', Code.fileNotFound],
      ['/public', Code.shareRootRefused],
      ['/public/NoSuchGroup', Code.fileNotFound],
      ['/external/abcd', Code.fileOutsideRoots],
      [`/homes/${files.owner.id}`, Code.fileOutsideRoots],
    ]);
    expect((await files.call('/v2/tob/share/modify', { id: ownerLink.id, code: '' }, user.token)).code).toBe(
      Code.shareNotOwner,
    );
    expect((await files.call('/v2/tob/share/delete', { ids: [ownerLink.id] }, user.token)).code).toBe(
      Code.shareNotOwner,
    );
    expect((await list(user.token, true)).code).toBe(Code.forbidden);
    expect((await list(user.token)).data.items.map((item) => item.id)).not.toContain(ownerLink.id);
    expect((await list(files.owner.token, true)).data.items.length).toBeGreaterThan(1);
  });

  it('keeps a visitor inside the shared folder: no traversal, no symlink out', async () => {
    files.putHome(files.owner.id, 'outside.txt', 'not shared');
    files.putHome(files.owner.id, 'box/in.txt', 'shared');
    symlinkSync(
      join(files.homeReal(files.owner.id), 'outside.txt'),
      join(files.homeReal(files.owner.id), 'box/link.txt'),
    );
    mkdirSync(join(files.homeReal(files.owner.id), 'box/sub'));
    const link = (await create({ path: '/home/box' })).data;
    const ticket = await ticketOf(link.id);
    expect((await publicList(link.id, ticket)).data.items.map((item) => item.name)).toEqual([
      'sub',
      'in.txt',
    ]);
    const escape = await download(link.id, ticket, '../outside.txt');
    expect(((await escape.json()) as { code: string }).code).toBe(Code.fileOutsideRoots);
    const viaLink = await download(link.id, ticket, 'link.txt');
    expect(((await viaLink.json()) as { code: string }).code).toBe(Code.fileSymlinkOut);
  });

  it('builds links on a custom domain; the enterprise channel is not configured (510)', async () => {
    expect((await files.call('/v2/tob/share/config/get', {}, files.owner.token)).data).toEqual({
      connect_type: 0,
      domain: '',
    });
    expect((await files.call('/v2/tob/share/config/set', { connect_type: 1 }, files.owner.token)).code).toBe(
      NOT_CONFIGURED,
    );
    expect(
      (
        await files.call(
          '/v2/tob/share/config/set',
          { connect_type: 2, domain: 'bad domain' },
          files.owner.token,
        )
      ).code,
    ).toBe(Code.shareDomainInvalid);
    expect(
      (
        await files.call(
          '/v2/tob/share/config/set',
          { connect_type: 2, domain: 'nas.example.com' },
          user.token,
        )
      ).code,
    ).toBe(Code.forbidden);
    const set = await files.call(
      '/v2/tob/share/config/set',
      { connect_type: 2, domain: 'https://nas.example.com/' },
      files.owner.token,
    );
    expect(set.data).toEqual({ connect_type: 2, domain: 'nas.example.com' });
    files.putHome(files.owner.id, 'far.txt', 'far');
    const link = (await create({ path: '/home/far.txt' })).data;
    expect(link.url).toBe(`https://nas.example.com/home/share/${link.id}`);
    await files.call('/v2/tob/share/config/set', { connect_type: 0 }, files.owner.token);
  });
});
