import { closeSync, existsSync, mkdirSync, openSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CALLS,
  FILE_TYPE,
  type DirTop,
  type FileItem,
  type FileListAnswer,
  type PublicDir,
} from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from './fs-snapshot.js';
import { startFilesStage, type FilesStage } from './files-stage.js';

let stage: FilesStage;

beforeAll(async () => {
  stage = await startFilesStage('coffer-files-list-');
}, 300_000);

afterAll(async () => {
  const left = await stage?.daemon.cleanup();
  expect(left).toEqual({ mounts: [], loops: [], processes: [] });
}, 120_000);

const list = (path: string, extra: object = {}) =>
  stage.ok<FileListAnswer>('alice', CALLS.fileList.path, { path, ...extra });
const names = (answer: FileListAnswer) => answer.items.map((item) => item.name);

describe('listing a folder', () => {
  beforeAll(() => {
    const home = stage.home('alice');
    mkdirSync(join(home, 'sorts'));
    const at = (name: string, size: number, minutes: number, dir = false) => {
      const path = join(home, 'sorts', name);
      if (dir) mkdirSync(path);
      else writeFileSync(path, Buffer.alloc(size));
      const time = new Date(Date.UTC(2026, 0, 1, 0, minutes));
      utimesSync(path, time, time);
    };
    at('B-folder', 0, 5, true);
    at('a-folder', 0, 1, true);
    at('file2.txt', 30, 3);
    at('file10.txt', 10, 1);
    at('File1.JPG', 20, 4);
    at('song.mp3', 40, 2);
    at('.hidden', 50, 9);
    at('.coffer-part-7-copy.bin', 50, 9);
    at('big.zip.001', 5, 6);
    at('main.py', 1, 7);
  });

  it('sorts by name naturally, case-insensitively, folders first, either way', async () => {
    expect(names(await list('/home/sorts'))).toEqual([
      'a-folder',
      'B-folder',
      'big.zip.001',
      'File1.JPG',
      'file2.txt',
      'file10.txt',
      'main.py',
      'song.mp3',
    ]);
    expect(names(await list('/home/sorts', { order: 'desc' }))).toEqual([
      'B-folder',
      'a-folder',
      'song.mp3',
      'main.py',
      'file10.txt',
      'file2.txt',
      'File1.JPG',
      'big.zip.001',
    ]);
  });

  it('sorts by modification time, size and type, folders first', async () => {
    expect(names(await list('/home/sorts', { sortby: 'mtime' }))).toEqual([
      'a-folder',
      'B-folder',
      'file10.txt',
      'song.mp3',
      'file2.txt',
      'File1.JPG',
      'big.zip.001',
      'main.py',
    ]);
    expect(names(await list('/home/sorts', { sortby: 'size', order: 'desc' }))).toEqual([
      'a-folder',
      'B-folder',
      'song.mp3',
      'file2.txt',
      'File1.JPG',
      'file10.txt',
      'big.zip.001',
      'main.py',
    ]);
    expect(names(await list('/home/sorts', { sortby: 'type' }))).toEqual([
      'a-folder',
      'B-folder',
      'File1.JPG',
      'song.mp3',
      'big.zip.001',
      'file2.txt',
      'file10.txt',
      'main.py',
    ]);
  });

  it('hides dot files unless asked, filters by name and pages', async () => {
    expect(names(await list('/home/sorts', { show_hidden: true }))).toContain('.hidden');
    expect(names(await list('/home/sorts'))).not.toContain('.hidden');
    // A copy in progress is Coffer's own: never listed, not even with hidden files shown.
    expect(names(await list('/home/sorts', { show_hidden: true }))).not.toContain('.coffer-part-7-copy.bin');
    const filtered = await list('/home/sorts', { filter: 'FILE' });
    expect(filtered.total).toBe(3);
    expect(names(filtered)).toEqual(['File1.JPG', 'file2.txt', 'file10.txt']);
    const page = await list('/home/sorts', { offset: 2, limit: 3 });
    expect(page.total).toBe(8);
    expect(names(page)).toEqual(['big.zip.001', 'File1.JPG', 'file2.txt']);
    expect((await list('/home/sorts', { offset: 100 })).items).toEqual([]);
  });

  it('gives each item its FILE-03 type code, size, time and virtual path', async () => {
    const items = new Map((await list('/home/sorts')).items.map((item) => [item.name, item]));
    expect(items.get('File1.JPG')).toMatchObject({
      path: '/home/sorts/File1.JPG',
      is_dir: false,
      is_sys: false,
      nshare: false,
      ftype: FILE_TYPE.image,
      size: 20,
      mtime: Date.UTC(2026, 0, 1, 0, 4) / 1000,
    });
    expect(items.get('song.mp3')?.ftype).toBe(FILE_TYPE.music);
    expect(items.get('big.zip.001')?.ftype).toBe(FILE_TYPE.archive);
    expect(items.get('main.py')?.ftype).toBe(FILE_TYPE.code);
    expect(items.get('a-folder')).toMatchObject({ is_dir: true, ftype: 0, size: 0 });
    const stat = await stage.ok<FileItem & { permission: number }>('alice', CALLS.fileStat.path, {
      path: '/home/sorts/file2.txt',
    });
    expect(stat).toMatchObject({ name: 'file2.txt', size: 30, ftype: FILE_TYPE.document, permission: 1 });
  });

  it('shows a folder that changed since the last page as it is now', async () => {
    expect((await list('/home/sorts')).total).toBe(8);
    writeFileSync(join(stage.home('alice'), 'sorts', 'added.txt'), 'x');
    expect(names(await list('/home/sorts'))).toContain('added.txt');
  });

  it('pages through 100 000 entries in natural order, each exactly once', async () => {
    const folder = join(stage.home('alice'), 'big');
    mkdirSync(folder);
    for (let n = 1; n <= 100_000; n++) closeSync(openSync(join(folder, `f-${n}.txt`), 'w'));
    const seen: string[] = [];
    for (let offset = 0; ; offset += 1000) {
      const page = await list('/home/big', { offset, limit: 1000 });
      expect(page.total).toBe(100_000);
      if (page.items.length === 0) break;
      seen.push(...names(page));
    }
    expect(seen).toEqual(Array.from({ length: 100_000 }, (_, i) => `f-${i + 1}.txt`));
    const last = await list('/home/big', { order: 'desc', limit: 2 });
    expect(names(last)).toEqual(['f-100000.txt', 'f-99999.txt']);
    const newest = await list('/home/big', { sortby: 'mtime', order: 'desc', limit: 1 });
    expect(newest.total).toBe(100_000);
  }, 240_000);
});

describe('new folder and rename', () => {
  const code = async (who: 'alice' | 'ops' | 'bob', path: string, body: object) => {
    const answer = await stage.call(who, path, body);
    expect(answer.success).toBe(false);
    return answer.code;
  };

  it('makes a folder and renames an entry, never over a taken name', async () => {
    const made = await stage.ok<FileItem>('alice', CALLS.fileMkdir.path, { path: '/home', name: 'Projects' });
    expect(made).toMatchObject({ name: 'Projects', path: '/home/Projects', is_dir: true });
    expect(existsSync(join(stage.home('alice'), 'Projects'))).toBe(true);
    writeFileSync(join(stage.home('alice'), 'Projects', 'a.txt'), 'a');
    writeFileSync(join(stage.home('alice'), 'Projects', 'b.txt'), 'b');
    const before = snapshot(stage.poolRoot);
    expect(await code('alice', CALLS.fileMkdir.path, { path: '/home', name: 'Projects' })).toBe('C116007');
    expect(await code('alice', CALLS.fileRename.path, { path: '/home/Projects/a.txt', name: 'b.txt' })).toBe(
      'C116007',
    );
    for (const name of ['a/b', '..', '.', ' ', 'x\u0000y', 'tab\there', 'n'.repeat(256)]) {
      expect(await code('alice', CALLS.fileMkdir.path, { path: '/home', name })).toBe('C116006');
      expect(await code('alice', CALLS.fileRename.path, { path: '/home/Projects/a.txt', name })).toBe(
        'C116006',
      );
    }
    expect(await code('alice', CALLS.fileRename.path, { path: '/home', name: 'mine' })).toBe('C116026');
    expect(await code('alice', CALLS.fileRename.path, { path: '/public', name: 'x' })).toBe('C116026');
    expect(await code('alice', CALLS.fileRename.path, { path: '/home/Projects/none.txt', name: 'c' })).toBe(
      'C116003',
    );
    expect(await code('alice', CALLS.fileMkdir.path, { path: '/home/Projects/a.txt', name: 'c' })).toBe(
      'C116022',
    );
    expect(snapshot(stage.poolRoot)).toEqual(before);

    const renamed = await stage.ok<FileItem>('alice', CALLS.fileRename.path, {
      path: '/home/Projects/a.txt',
      name: 'c.txt',
    });
    expect(renamed).toMatchObject({ name: 'c.txt', path: '/home/Projects/c.txt', ftype: FILE_TYPE.document });
    expect(existsSync(join(stage.home('alice'), 'Projects', 'a.txt'))).toBe(false);
  });
});

describe('group folders', () => {
  let team: PublicDir;
  let shelf: PublicDir;

  beforeAll(async () => {
    team = await stage.ok<PublicDir>('ops', CALLS.publicNewDir.path, { name: 'team' });
    shelf = await stage.ok<PublicDir>('owner', CALLS.publicNewDir.path, { name: 'shelf' });
    await stage.ok('owner', CALLS.publicSaveDirsPermit.path, {
      fid: team.fid,
      permits: [{ type: 'user', id: stage.uids.bob, permission: 1 }],
    });
    await stage.ok('owner', CALLS.publicSaveDirsPermit.path, {
      fid: shelf.fid,
      permits: [
        { type: 'user', id: stage.uids.alice, permission: 2 },
        { type: 'user', id: stage.uids.bob, permission: 1 },
      ],
    });
  });

  it('an administrator makes a group folder on the pool, once per name', async () => {
    expect(team).toMatchObject({ name: 'team', path: '/public/team', permits: [] });
    expect(existsSync(join(stage.poolRoot, 'public', 'team'))).toBe(true);
    const again = await stage.call('owner', CALLS.publicNewDir.path, { name: 'TEAM' });
    expect(again.code).toBe('C116027');
    expect((await stage.call('alice', CALLS.publicNewDir.path, { name: 'mine' })).code).toBe('C100403');
    const info = await stage.ok<{ dirs: PublicDir[] }>('owner', CALLS.publicDirInfo.path, {});
    expect(info.dirs.find((dir) => dir.name === 'shelf')?.permits).toEqual([
      { type: 'user', id: stage.uids.alice, permission: 2, name: 'alice' },
      { type: 'user', id: stage.uids.bob, permission: 1, name: 'bob' },
    ]);
  });

  it('refuses permits for people and groups that do not exist', async () => {
    const noUser = await stage.call('owner', CALLS.publicSaveDirsPermit.path, {
      fid: team.fid,
      permits: [{ type: 'user', id: 9999, permission: 1 }],
    });
    expect(noUser.code).toBe('C101014');
    const noGroup = await stage.call('owner', CALLS.publicSaveDirsPermit.path, {
      fid: team.fid,
      permits: [{ type: 'group', id: 9999, permission: 1 }],
    });
    expect(noGroup.code).toBe('C100422');
    const noDir = await stage.call('owner', CALLS.publicSaveDirsPermit.path, { fid: 9999, permits: [] });
    expect(noDir.code).toBe('C116028');
    const permits = await stage.ok<{ permits: { name: string; permission: number }[] }>(
      'owner',
      CALLS.publicGetUserPermit.path,
      { uid: stage.uids.alice },
    );
    expect(permits.permits.map(({ name, permission }) => [name, permission])).toEqual([
      ['shelf', 2],
      ['team', 0],
    ]);
  });

  it('without a permit a user cannot list; read only lists but cannot write', async () => {
    writeFileSync(join(stage.poolRoot, 'public', 'shelf', 'manual.pdf'), 'pdf');
    expect((await stage.call('alice', CALLS.fileList.path, { path: '/public/team' })).code).toBe('C116002');
    const shelfList = await list('/public/shelf');
    expect(shelfList).toMatchObject({ permission: 2, root: 'group', total: 1 });
    const before = snapshot(stage.poolRoot);
    expect((await stage.call('alice', CALLS.fileMkdir.path, { path: '/public/shelf', name: 'x' })).code).toBe(
      'C116004',
    );
    expect(
      (await stage.call('alice', CALLS.fileRename.path, { path: '/public/shelf/manual.pdf', name: 'y.pdf' }))
        .code,
    ).toBe('C116004');
    expect((await stage.call('bob', CALLS.fileRename.path, { path: '/public/shelf', name: 'z' })).code).toBe(
      'C116026',
    );
    expect((await stage.call('ops', CALLS.fileMkdir.path, { path: '/public', name: 'loose' })).code).toBe(
      'C116004',
    );
    expect(snapshot(stage.poolRoot)).toEqual(before);
    await stage.ok('bob', CALLS.fileMkdir.path, { path: '/public/shelf', name: 'bob-made' });
    expect(existsSync(join(stage.poolRoot, 'public', 'shelf', 'bob-made'))).toBe(true);
  });

  it('the public folder lists only the group folders a person may use, as system entries', async () => {
    expect(names(await list('/public'))).toEqual(['shelf']);
    expect((await list('/public')).items[0]).toMatchObject({
      is_sys: true,
      is_dir: true,
      path: '/public/shelf',
    });
    const asOwner = await stage.ok<FileListAnswer>('owner', CALLS.fileList.path, { path: '/public' });
    expect(names(asOwner)).toEqual(['shelf', 'team']);
    expect(asOwner.permission).toBe(2);
  });

  it('dir/top shows each role its roots and permissions', async () => {
    const top = (who: 'alice' | 'bob' | 'owner' | 'ops') => stage.ok<DirTop>(who, CALLS.fileDirTop.path, {});
    const alice = await top('alice');
    expect(alice).toMatchObject({
      pool: { id: stage.poolId, usable: true, status: 'ok' },
      my: { path: '/home' },
      public: { path: '/public' },
    });
    expect(alice.dirs).toEqual([
      { name: 'shelf', filepath: '/public/shelf', label: 'group', permission: 2, fid: shelf.fid },
    ]);
    expect(alice.permissions).toEqual({ [String(shelf.fid)]: 2 });
    const bob = await top('bob');
    expect(bob.permissions).toEqual({ [String(shelf.fid)]: 1, [String(team.fid)]: 1 });
    for (const admin of ['owner', 'ops'] as const) {
      const seen = await top(admin);
      expect(
        seen.dirs.filter((dir) => dir.label === 'group').map((dir) => [dir.name, dir.permission]),
      ).toEqual([
        ['shelf', 1],
        ['team', 1],
      ]);
    }
  });

  it('answers the space of a location and which pool holds the files', async () => {
    const space = await stage.ok<{ total: number; free: number; used: number }>(
      'alice',
      CALLS.fileDirCapacity.path,
      { path: '/home' },
    );
    expect(space.total).toBeGreaterThan(50 * 2 ** 30);
    expect(space.free).toBeLessThanOrEqual(space.total);
    const pools = await stage.ok<{ pool: { id: string }; chosen: boolean; choices: unknown[] }>(
      'owner',
      CALLS.filePoolGet.path,
      {},
    );
    expect(pools).toMatchObject({
      pool: { id: stage.poolId },
      chosen: true,
      choices: [{ id: stage.poolId }],
    });
    expect((await stage.call('owner', CALLS.filePoolSet.path, { id: 'nope' })).code).toBe('C102022');
  });
});
