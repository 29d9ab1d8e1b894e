import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Code, type FileItem } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBaySandbox, tearDownSandbox, type BaySandbox } from '../support/bay-sandbox.js';
import { startFilesDevice, type FilesDevice } from './share-device.js';

let sandbox: BaySandbox;
let files: FilesDevice;
let user: { id: number; token: string };

interface Results {
  items: FileItem[];
  done: boolean;
  scanned: number;
  next: number;
}

beforeAll(async () => {
  sandbox = createBaySandbox();
  files = await startFilesDevice(sandbox);
  user = await files.addUser('zhao');
}, 240_000);
afterAll(async () => {
  await tearDownSandbox(sandbox, files?.test);
}, 120_000);

const start = (body: Record<string, unknown>, token = files.owner.token) =>
  files.call<{ id: string }>('/v2/file/search/start', body, token);
const results = (id: string, from: number, token = files.owner.token) =>
  files.call<Results>('/v2/file/search/results', { id, from }, token);

/** Asks for results until the search is done; answers every item and the number of calls made. */
async function collect(id: string, token = files.owner.token): Promise<{ items: FileItem[]; calls: number }> {
  const items: FileItem[] = [];
  let from = 0;
  for (let calls = 1; ; calls += 1) {
    const answer = await results(id, from, token);
    expect(answer.success).toBe(true);
    items.push(...answer.data.items);
    from = answer.data.next;
    if (answer.data.done) return { items, calls };
    if (answer.data.items.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('name search', () => {
  it('finds names across the caller’s roots, case- and normalisation-blind, and only theirs', async () => {
    files.putHome(files.owner.id, 'work/Alpha-Report.TXT', 'a');
    files.putHome(files.owner.id, 'work/.alpha-hidden', 'h');
    files.putHome(files.owner.id, 'Cafe\u0301 alpha.md', 'c');
    files.putHome(files.owner.id, 'beta.txt', 'b');
    files.putHome(user.id, 'alpha-of-zhao.txt', 'z');
    // The group folder's calls belong to another part of the files module: its store serves here.
    expect(files.test.device.files.publicDirs.create('Team')).toBeDefined();
    mkdirSync(join(files.filesRoot, 'public', 'Team', 'plans'), { recursive: true });
    writeFileSync(join(files.filesRoot, 'public', 'Team', 'plans', 'ALPHA plan.pdf'), 'p');

    const mine = await start({ keyword: 'alpha' });
    const found = (await collect(mine.data.id)).items.map((item) => item.path).sort();
    expect(found).toEqual([
      '/home/Cafe\u0301 alpha.md',
      '/home/work/Alpha-Report.TXT',
      '/public/Team/plans/ALPHA plan.pdf',
    ]);

    // Coffer's own entries (a copy in progress) are never found, even with hidden entries shown.
    files.putHome(files.owner.id, '.coffer-copy-alpha/alpha-part', 'x');
    const withHidden = await start({ keyword: 'ALPHA', show_hidden: true });
    const hiddenToo = (await collect(withHidden.data.id)).items.map((item) => item.name);
    expect(hiddenToo).toContain('.alpha-hidden');
    expect(hiddenToo.filter((name) => name.includes('coffer') || name === 'alpha-part')).toEqual([]);

    const composed = await start({ keyword: 'Café', path: '/home' });
    const item = (await collect(composed.data.id)).items[0];
    expect(item).toMatchObject({
      name: 'Cafe\u0301 alpha.md',
      is_dir: false,
      size: 1,
      ftype: 107,
      nshare: false,
    });

    // The ordinary user has no permit on Team and cannot see the owner's folder.
    const theirs = await start({ keyword: 'alpha' }, user.token);
    expect((await collect(theirs.data.id, user.token)).items.map((entry) => entry.path)).toEqual([
      '/home/alpha-of-zhao.txt',
    ]);
    expect((await start({ keyword: 'alpha', path: '/public/Team' }, user.token)).code).toBe(
      Code.fileOutsideRoots,
    );
    // A search is its starter's alone.
    expect((await results(mine.data.id, 0, user.token)).code).toBe(Code.searchNotFound);
  });

  it('streams many results in batches and marks shared ones', async () => {
    const folder = join(files.homeReal(files.owner.id), 'many');
    mkdirSync(folder, { recursive: true });
    for (let index = 0; index < 1200; index += 1) writeFileSync(join(folder, `needle-${index}.log`), '');
    await files.call('/v2/tob/share/create', { path: '/home/many/needle-7.log' }, files.owner.token);
    const search = await start({ keyword: 'needle', path: '/home/many' });
    const { items, calls } = await collect(search.data.id);
    expect(items).toHaveLength(1200);
    expect(new Set(items.map((item) => item.path)).size).toBe(1200);
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(items.filter((item) => item.nshare).map((item) => item.name)).toEqual(['needle-7.log']);
  });

  it('is cancelled by cancel and by a new search of the same session', async () => {
    const first = await start({ keyword: 'needle' });
    expect(
      (await files.call('/v2/file/search/cancel', { id: first.data.id }, files.owner.token)).success,
    ).toBe(true);
    expect((await results(first.data.id, 0)).code).toBe(Code.searchNotFound);

    const second = await start({ keyword: 'needle' });
    const third = await start({ keyword: 'report' });
    expect((await results(second.data.id, 0)).code).toBe(Code.searchNotFound);
    expect((await collect(third.data.id)).items.map((item) => item.name)).toEqual(['Alpha-Report.TXT']);
    expect(files.test.device.files.search.size).toBeLessThanOrEqual(2);
  });

  it('refuses a search of a file, a missing folder or an empty keyword', async () => {
    expect((await start({ keyword: 'x', path: '/home/beta.txt' })).code).toBe(Code.fileNotDirectory);
    expect((await start({ keyword: 'x', path: '/home/none' })).code).toBe(Code.fileNotFound);
    expect((await start({ keyword: '  ' })).success).toBe(false);
  });
});
