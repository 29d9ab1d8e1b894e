import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Code, type FileConflict, type FileTask } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BaySandbox, createBaySandbox, tearDownSandbox } from '../support/bay-sandbox.js';
import { signIn, type TestDevice } from '../support/test-device.js';
import {
  addUser,
  call,
  homeOf,
  runTask,
  sha256,
  snapshot,
  startFilesDevice,
  taskEnd,
  writeTree,
} from './files-device.js';

let sandbox: BaySandbox;
let test: TestDevice;
let token: string;
let home: string;

beforeAll(async () => {
  sandbox = createBaySandbox();
  ({ test, token } = await startFilesDevice(sandbox));
  home = await homeOf(test, 'owner');
}, 180_000);
afterAll(() => tearDownSandbox(sandbox, test));

const transfer = (mode: 'move' | 'copy', paths: string[], dest: string, renameConf?: object) =>
  runTask(test, token, '/v2/file/transfer', { paths, dest, mode, ...(renameConf ? { renameConf } : {}) });

describe('move and copy', () => {
  it('applies keep, skip and overwrite, and a per-source choice wins over the action', async () => {
    writeTree(home, {
      'c1/a/x.txt': 'from a',
      'c1/b/x.txt': 'in b',
      'c1/a/y.txt': 'y from a',
      'c1/b/y.txt': 'y in b',
    });
    const conflicts = await call<{ conflicts: FileConflict[] }>(test, token, '/v2/file/conflicts', {
      paths: ['/home/c1/a/x.txt', '/home/c1/a/y.txt'],
      dest: '/home/c1/b',
    });
    expect(conflicts.data.conflicts.map((conflict) => conflict.name)).toEqual(['x.txt', 'y.txt']);
    expect(conflicts.data.conflicts[0]!.existing).toMatchObject({ is_dir: false, size: 4 });

    const kept = await transfer('copy', ['/home/c1/a/x.txt'], '/home/c1/b', { action: 'keep' });
    expect(kept).toMatchObject({ state: 'done', successNum: 1, skippedNum: 0, errorList: [] });
    expect(readFileSync(join(home, 'c1/b/x.txt'), 'utf8')).toBe('in b');
    expect(readFileSync(join(home, 'c1/b/x (1).txt'), 'utf8')).toBe('from a');

    const skipped = await transfer('copy', ['/home/c1/a/x.txt'], '/home/c1/b', { action: 'skip' });
    expect(skipped).toMatchObject({ state: 'done', successNum: 0, skippedNum: 1 });
    expect(readFileSync(join(home, 'c1/b/x.txt'), 'utf8')).toBe('in b');

    const overwritten = await transfer('copy', ['/home/c1/a/x.txt'], '/home/c1/b', { action: 'overwrite' });
    expect(overwritten).toMatchObject({ state: 'done', successNum: 1 });
    expect(readFileSync(join(home, 'c1/b/x.txt'), 'utf8')).toBe('from a');
    expect(readFileSync(join(home, 'c1/a/x.txt'), 'utf8')).toBe('from a');

    const moved = await transfer('move', ['/home/c1/a/x.txt', '/home/c1/a/y.txt'], '/home/c1/b', {
      action: 'skip',
      items: { '/home/c1/a/y.txt': 'keep' },
    });
    expect(moved).toMatchObject({ state: 'done', successNum: 1, skippedNum: 1 });
    expect(snapshot(join(home, 'c1'))).toEqual({
      a: 'dir',
      'a/x.txt': expect.any(String),
      b: 'dir',
      'b/x (1).txt': expect.any(String),
      'b/x.txt': expect.any(String),
      'b/y (1).txt': expect.any(String),
      'b/y.txt': expect.any(String),
    });
    expect(readFileSync(join(home, 'c1/b/y (1).txt'), 'utf8')).toBe('y from a');
    expect(readFileSync(join(home, 'c1/b/y.txt'), 'utf8')).toBe('y in b');
  });

  it('copies a folder tree with its sizes and moves it, nothing hidden left behind', async () => {
    const big = Buffer.alloc(3 * 2 ** 20, 7);
    writeTree(home, {
      'c2/src/tree/one.bin': big,
      'c2/src/tree/deep/two.txt': 'two',
      'c2/src/tree/deep/deeper/three.txt': 'three!',
    });
    const before = snapshot(join(home, 'c2/src/tree'));
    const copied = await transfer('copy', ['/home/c2/src/tree'], '/home/c2');
    expect(copied).toMatchObject({
      state: 'done',
      successNum: 1,
      totalBytes: big.length + 9,
      doneBytes: big.length + 9,
    });
    expect(snapshot(join(home, 'c2/tree'))).toEqual(before);
    expect(snapshot(join(home, 'c2/src/tree'))).toEqual(before);

    const moved = await transfer('move', ['/home/c2/tree'], '/home/c2/src');
    expect(moved).toMatchObject({ state: 'done', successNum: 1, doneBytes: big.length + 9 });
    expect(snapshot(join(home, 'c2/src/tree (1)'))).toEqual(before);
    expect(Object.keys(snapshot(join(home, 'c2'))).filter((entry) => entry.includes('.coffer-'))).toEqual([]);
    expect(existsSync(join(home, 'c2/tree'))).toBe(false);
  });

  it('copies into the folder the entry is in as a second one', async () => {
    writeTree(home, { 'c3/note.txt': 'note' });
    const copied = await transfer('copy', ['/home/c3/note.txt'], '/home/c3', { action: 'overwrite' });
    expect(copied.state).toBe('done');
    expect(snapshot(join(home, 'c3'))).toEqual({
      'note (1).txt': sha256(join(home, 'c3/note.txt')),
      'note.txt': expect.any(String),
    });
  });
});

describe('drop rules', () => {
  it('refuses each with its code and changes nothing', async () => {
    writeTree(home, { 'd1/a/sub/f.txt': 'f', 'd1/b/g.txt': 'g' });
    const group = test.device.files.publicDirs.create('Team')!;
    const alice = await addUser(test, 'dropalice');
    const aliceId = (
      test.device.db.prepare("SELECT id FROM users WHERE username = 'dropalice'").get() as { id: number }
    ).id;
    test.device.files.publicDirs.savePermits(group.fid, [{ type: 'user', id: aliceId, permission: 2 }]);
    await call(test, token, '/v2/file/transfer', {
      paths: ['/home/d1/b/g.txt'],
      dest: '/public/Team',
      mode: 'copy',
    });
    const ownerBefore = snapshot(home);
    const aliceHome = await homeOf(test, 'dropalice');
    writeTree(aliceHome, { 'mine.txt': 'alice' });
    const aliceBefore = snapshot(aliceHome);
    const refusals: [string, object, string][] = [
      [
        '/v2/file/transfer',
        { paths: ['/home/d1/a/sub/f.txt'], dest: '/home/d1/a/sub', mode: 'move' },
        Code.fileSameLevel,
      ],
      [
        '/v2/file/transfer',
        { paths: ['/home/d1/a'], dest: '/home/d1/a/sub', mode: 'move' },
        Code.fileIntoItself,
      ],
      ['/v2/file/transfer', { paths: ['/home/d1/a'], dest: '/home/d1/a', mode: 'copy' }, Code.fileIntoItself],
      [
        '/v2/file/transfer',
        { paths: ['/home/d1/b/g.txt'], dest: '/public', mode: 'copy' },
        Code.fileEnterGroupFirst,
      ],
      ['/v2/file/transfer', { paths: ['/home'], dest: '/home/d1', mode: 'move' }, Code.fileTopLevel],
      ['/v2/file/transfer', { paths: ['/public/Team'], dest: '/home/d1', mode: 'move' }, Code.fileTopLevel],
      [
        '/v2/file/transfer',
        { paths: ['/home/d1/b/g.txt'], dest: '/home/d1/missing', mode: 'copy' },
        Code.fileNotFound,
      ],
      [
        '/v2/file/transfer',
        { paths: ['/home/d1/../x'], dest: '/home/d1', mode: 'copy' },
        Code.fileOutsideRoots,
      ],
      ['/v2/file/delete', { paths: ['/home'] }, Code.fileTopLevel],
      ['/v2/file/delete', { paths: ['/public/Team'] }, Code.fileTopLevel],
    ];
    for (const [path, body, code] of refusals) {
      const answer = await call(test, token, path, body);
      expect([path, body, answer.code]).toEqual([path, body, code]);
    }
    const aliceRefusals: [string, object, string][] = [
      [
        '/v2/file/transfer',
        { paths: ['/home/mine.txt'], dest: '/public/Team', mode: 'copy' },
        Code.fileReadOnly,
      ],
      [
        '/v2/file/transfer',
        { paths: ['/public/Team/g.txt'], dest: '/home', mode: 'move' },
        Code.fileReadOnly,
      ],
      ['/v2/file/delete', { paths: ['/public/Team/g.txt'] }, Code.fileReadOnly],
    ];
    for (const [path, body, code] of aliceRefusals) {
      const answer = await call(test, alice, path, body);
      expect([path, body, answer.code]).toEqual([path, body, code]);
    }
    expect(snapshot(home)).toEqual(ownerBefore);
    expect(snapshot(aliceHome)).toEqual(aliceBefore);
    const tasks = await call<{ tasks: FileTask[] }>(test, alice, '/v2/file/task/list', {});
    expect(tasks.data.tasks).toEqual([]);
  });
});

describe('two sessions moving the same file into different folders at once', () => {
  it('lets exactly one win each round, by rename or across subvolumes; the file exists once', async () => {
    const other = await signIn(test);
    for (const name of ['RaceA', 'RaceB']) test.device.files.publicDirs.create(name);
    writeTree(home, { 'race/one/.keep': '', 'race/two/.keep': '' });
    const publicRoot = join(home, '../../public');
    // Within the home folder a move is a rename; into group folders (other subvolumes) a copy and delete.
    const targets = [
      {
        dests: ['/home/race/one', '/home/race/two'],
        reals: [join(home, 'race/one'), join(home, 'race/two')],
      },
      {
        dests: ['/public/RaceA', '/public/RaceB'],
        reals: [join(publicRoot, 'RaceA'), join(publicRoot, 'RaceB')],
      },
    ];
    for (let round = 0; round < 16; round += 1) {
      const { dests, reals } = targets[round % 2]!;
      const name = `f-${round}.txt`;
      const content = `round ${round} `.repeat(50_000);
      writeTree(home, { [`race/${name}`]: content });
      const [first, second] = await Promise.all([
        call<FileTask>(test, token, '/v2/file/transfer', {
          paths: [`/home/race/${name}`],
          dest: dests[0],
          mode: 'move',
        }),
        call<FileTask>(test, other, '/v2/file/transfer', {
          paths: [`/home/race/${name}`],
          dest: dests[1],
          mode: 'move',
        }),
      ]);
      expect(first!.success && second!.success).toBe(true);
      const ended = [await taskEnd(test, token, first!.data.id), await taskEnd(test, other, second!.data.id)];
      const winners = ended.filter((task) => task.successNum === 1);
      const losers = ended.filter((task) => task.successNum === 0);
      expect(winners).toHaveLength(1);
      expect(losers).toHaveLength(1);
      expect([Code.fileNotFound, Code.fileBusy]).toContain(losers[0]!.errorList[0]!.code);
      const places = [join(home, 'race'), ...reals].filter((folder) => existsSync(join(folder, name)));
      expect(places).toHaveLength(1);
      expect(places[0]).not.toBe(join(home, 'race'));
      expect(readFileSync(join(places[0]!, name), 'utf8')).toBe(content);
      for (const folder of reals) {
        expect(Object.keys(snapshot(folder)).filter((entry) => entry.startsWith('.coffer-'))).toEqual([]);
      }
    }
  });
});
