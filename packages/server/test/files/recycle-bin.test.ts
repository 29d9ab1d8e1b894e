import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Code, type FileTask, type RecycleBin, type RecycleItem } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { openPushPage } from '../support/push-page.js';
import type { TestDevice } from '../support/test-device.js';
import {
  addUser,
  call,
  callerNamed,
  homeOf,
  runTask,
  sha256,
  snapshot,
  startFilesDevice,
  writeTree,
} from './files-device.js';

let sandbox: BaySandbox;
let test: TestDevice;
let token: string;
let home: string;
/** The owner's bin: inside their own folder, so a delete is a rename within its subvolume. */
let ownBin: string;

beforeAll(async () => {
  sandbox = createBaySandbox();
  ({ test, token } = await startFilesDevice(sandbox));
  home = await homeOf(test, 'owner');
  ownBin = join(home, '.coffer/recycle');
}, 180_000);
afterAll(() => tearDownSandbox(sandbox, test));

const list = async (who: string, bin = 'home') =>
  (await call<{ total: number; items: RecycleItem[] }>(test, who, '/v2/file/recycle/list', { bin })).data;
const remove = (who: string, paths: string[]) => runTask(test, who, '/v2/file/delete', { paths });

describe('the recycle bin', () => {
  it('takes a deleted entry and gives it back byte-identical, parents made again', async () => {
    const photo = randomBytes(5 * 2 ** 20);
    writeTree(home, { 'r1/deep/photo.jpg': photo, 'r1/deep/other.txt': 'other' });
    const digest = sha256(join(home, 'r1/deep/photo.jpg'));
    const inode = statSync(join(home, 'r1/deep/photo.jpg')).ino;
    const deleted = await remove(token, ['/home/r1/deep/photo.jpg']);
    expect(deleted).toMatchObject({ kind: 'delete', state: 'done', successNum: 1, totalBytes: photo.length });
    expect(existsSync(join(home, 'r1/deep/photo.jpg'))).toBe(false);
    // Moved by a rename inside the home's subvolume, not copied: the same inode sits in the bin.
    const [entry] = readdirSync(ownBin);
    expect(statSync(join(ownBin, entry!, 'photo.jpg')).ino).toBe(inode);
    expect(await remove(token, ['/home/r1'])).toMatchObject({ state: 'done', successNum: 1 });
    expect(existsSync(join(home, 'r1'))).toBe(false);

    const bin = await list(token);
    expect(bin.total).toBe(2);
    const [folder, file] = bin.items;
    expect(file).toMatchObject({
      name: 'photo.jpg',
      originalPath: '/home/r1/deep/photo.jpg',
      is_dir: false,
      size: photo.length,
      ftype: 101,
      deletedBy: 'owner',
    });
    expect(folder).toMatchObject({ name: 'r1', originalPath: '/home/r1', is_dir: true, size: 5 });
    expect(Math.abs(file!.deletedAt - Date.now() / 1000)).toBeLessThan(60);
    const top = await call<{ bins: RecycleBin[]; days: number }>(test, token, '/v2/tob/file/recycle/top', {});
    expect(top.data.days).toBe(7);
    expect(top.data.bins[0]).toEqual({ id: 'home', name: 'owner', count: 2, size: photo.length + 5 });

    const restored = await runTask(test, token, '/v2/file/recycle/restore', { bin: 'home', ids: [file!.id] });
    expect(restored).toMatchObject({
      kind: 'restore',
      state: 'done',
      successNum: 1,
      paths: ['/home/r1/deep/photo.jpg'],
    });
    expect(sha256(join(home, 'r1/deep/photo.jpg'))).toBe(digest);
    // The folder's name is taken again now: keep both.
    const again = await runTask(test, token, '/v2/file/recycle/restore', {
      bin: 'home',
      ids: [folder!.id],
      action: 'keep',
    });
    expect(again).toMatchObject({ state: 'done', successNum: 1 });
    expect(readFileSync(join(home, 'r1 (1)/deep/other.txt'), 'utf8')).toBe('other');
    expect((await list(token)).total).toBe(0);
    expect(readdirSync(ownBin)).toEqual([]);
  });

  it('deletes entries for ever, one by one and by emptying the bin', async () => {
    writeTree(home, { 'r2/a.txt': 'a', 'r2/b.txt': 'b', 'r2/c.txt': 'c' });
    await remove(token, ['/home/r2/a.txt', '/home/r2/b.txt', '/home/r2/c.txt']);
    const items = (await list(token)).items;
    expect(items.map((item) => item.name).sort()).toEqual(['a.txt', 'b.txt', 'c.txt']);
    const a = items.find((item) => item.name === 'a.txt')!;
    const gone = await call<{ deleted: number }>(test, token, '/v2/file/recycle/delete', {
      bin: 'home',
      ids: [a.id],
    });
    expect(gone.data).toEqual({ deleted: 1 });
    const binFolder = ownBin;
    expect(readdirSync(binFolder)).toHaveLength(2);
    expect(readdirSync(binFolder)).not.toContain(a.id);
    const again = await call(test, token, '/v2/file/recycle/delete', { bin: 'home', ids: [a.id] });
    expect(again.code).toBe(Code.recycleNotFound);
    const emptied = await call<{ deleted: number }>(test, token, '/v2/file/recycle/empty', { bin: 'home' });
    expect(emptied.data).toEqual({ deleted: 2 });
    expect(await list(token)).toEqual({ total: 0, items: [] });
    expect(readdirSync(binFolder)).toEqual([]);
    expect(snapshot(join(home, 'r2'))).toEqual({});
  });

  it('removes entries older than the days setting at the clean-up, and keeps newer ones', async () => {
    writeTree(home, { 'r3/old.txt': 'old', 'r3/new.txt': 'new' });
    await remove(token, ['/home/r3/old.txt']);
    await remove(token, ['/home/r3/new.txt']);
    const set = await call<{ days: number }>(test, token, '/v2/file/recycle/config/set', { days: 2 });
    expect(set.data).toEqual({ days: 2 });
    const old = (await list(token)).items.find((item) => item.name === 'old.txt')!;
    test.device.db
      .prepare('UPDATE recycle_entries SET deleted_at = ? WHERE id = ?')
      .run(Date.now() - 2 * 86_400_000 - 60_000, old.id);
    expect(await test.device.files.recycle.cleanUp()).toBe(1);
    expect((await list(token)).items.map((item) => item.name)).toEqual(['new.txt']);
    expect(existsSync(join(ownBin, old.id))).toBe(false);
    const top = await call<{ days: number }>(test, token, '/v2/tob/file/recycle/top', {});
    expect(top.data.days).toBe(2);
    await call(test, token, '/v2/file/recycle/empty', { bin: 'home' });
  });

  it('shows a user only their own bin and the group bins they may write', async () => {
    const alice = await addUser(test, 'binalice');
    const aliceHome = await homeOf(test, 'binalice');
    writeTree(aliceHome, { 'private.txt': 'alice only' });
    await remove(alice, ['/home/private.txt']);
    const [entry] = (await list(alice)).items;
    expect(entry).toMatchObject({ name: 'private.txt', deletedBy: 'binalice' });

    expect((await list(token)).items.map((item) => item.id)).not.toContain(entry!.id);
    const restore = await call(test, token, '/v2/file/recycle/restore', { bin: 'home', ids: [entry!.id] });
    expect(restore.code).toBe(Code.recycleNotFound);
    const erase = await call(test, token, '/v2/file/recycle/delete', { bin: 'home', ids: [entry!.id] });
    expect(erase.code).toBe(Code.recycleNotFound);

    const team = test.device.files.publicDirs.create('BinTeam')!;
    const readOnly = test.device.files.publicDirs.create('BinReadOnly')!;
    const aliceId = callerNamed(test, 'binalice').id;
    test.device.files.publicDirs.savePermits(readOnly.fid, [{ type: 'user', id: aliceId, permission: 2 }]);
    writeTree(join(home, '../../public/BinReadOnly'), { 'shared.txt': 'shared' });
    await remove(token, ['/public/BinReadOnly/shared.txt']);
    const groupEntry = (await list(token, `group:${readOnly.fid}`)).items[0]!;
    expect(groupEntry).toMatchObject({ originalPath: '/public/BinReadOnly/shared.txt', deletedBy: 'owner' });

    const aliceTop = await call<{ bins: RecycleBin[] }>(test, alice, '/v2/tob/file/recycle/top', {});
    expect(aliceTop.data.bins.map((bin) => bin.id)).toEqual(['home']);
    const ownerTop = await call<{ bins: RecycleBin[] }>(test, token, '/v2/tob/file/recycle/top', {});
    expect(ownerTop.data.bins.map((bin) => bin.id)).toEqual(
      expect.arrayContaining(['home', `group:${team.fid}`, `group:${readOnly.fid}`]),
    );
    for (const bin of [`group:${readOnly.fid}`, `group:${team.fid}`, 'group:9999', 'home:1', 'other']) {
      expect((await call(test, alice, '/v2/file/recycle/list', { bin })).code).toBe(Code.recycleBinNotFound);
    }
    const aliceRestore = await call(test, alice, '/v2/file/recycle/restore', {
      bin: `group:${readOnly.fid}`,
      ids: [groupEntry.id],
    });
    expect(aliceRestore.code).toBe(Code.recycleBinNotFound);

    // The entries are untouched by the refusals, and their owners can restore them.
    expect(
      await runTask(test, alice, '/v2/file/recycle/restore', { bin: 'home', ids: [entry!.id] }),
    ).toMatchObject({ state: 'done' });
    expect(readFileSync(join(aliceHome, 'private.txt'), 'utf8')).toBe('alice only');
    await runTask(test, token, '/v2/file/recycle/restore', {
      bin: `group:${readOnly.fid}`,
      ids: [groupEntry.id],
    });
    expect(readFileSync(join(home, '../../public/BinReadOnly/shared.txt'), 'utf8')).toBe('shared');
  });

  it('tells the owner’s pages when a task ends (file_opt_async), and only them', async () => {
    const bob = await addUser(test, 'pushbob');
    const ownerPage = await openPushPage(test, token, 'owner-desk');
    const bobPage = await openPushPage(test, bob, 'bob-desk');
    await ownerPage.next('registered');
    await bobPage.next('registered');
    writeTree(home, { 'r5/note.txt': 'note' });
    const answer = await call<FileTask>(test, token, '/v2/file/delete', { paths: ['/home/r5/note.txt'] });
    const frame = (await ownerPage.next('file_opt_async', 5000)) as { data: FileTask };
    expect(frame.data).toMatchObject({ id: answer.data.id, kind: 'delete', state: 'done', successNum: 1 });
    expect(frame.data.finishedAt).toEqual(expect.any(Number));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bobPage.frames.map((one) => one.type)).not.toContain('file_opt_async');
    ownerPage.close();
    bobPage.close();
  });
});
