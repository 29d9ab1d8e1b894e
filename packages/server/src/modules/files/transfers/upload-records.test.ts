import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Upload } from '@tus/utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CachedUploadRecords } from './upload-records.js';

function upload(id: string, size = 10): Upload {
  return new Upload({ id, size, offset: 0, metadata: { filename: `${id}.bin` } });
}

describe('cached upload records', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'coffer-upload-records-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each record through to its file, which a new store (a restart) reads', async () => {
    await new CachedUploadRecords(dir).set('a', upload('a', 42));
    expect(JSON.parse(await readFile(join(dir, 'a.json'), 'utf8'))).toMatchObject({ id: 'a', size: 42 });
    expect(await new CachedUploadRecords(dir).get('a')).toMatchObject({ id: 'a', size: 42 });
  });

  it('answers a record it holds without reading the file again', async () => {
    const records = new CachedUploadRecords(dir);
    await records.set('a', upload('a', 42));
    await writeFile(join(dir, 'a.json'), JSON.stringify(upload('a', 7)));
    expect((await records.get('a'))?.size).toBe(42);
  });

  it('reads the file again once a record is forgotten, and knows nothing of a removed one', async () => {
    const records = new CachedUploadRecords(dir);
    await records.set('a', upload('a', 42));
    await rm(join(dir, 'a.json'));
    records.forget('a');
    expect(await records.get('a')).toBeUndefined();
    await records.set('b', upload('b'));
    await records.delete('b');
    expect(await records.get('b')).toBeUndefined();
  });

  it('keeps the most recently used records within its limit', async () => {
    const records = new CachedUploadRecords(dir, 2);
    await records.set('a', upload('a', 1));
    await records.set('b', upload('b', 2));
    await records.get('a');
    await records.set('c', upload('c', 3));
    // 'b' was the least recently used: it is read from its file again, 'a' is not.
    await writeFile(join(dir, 'a.json'), JSON.stringify(upload('a', 100)));
    await writeFile(join(dir, 'b.json'), JSON.stringify(upload('b', 200)));
    expect((await records.get('a'))?.size).toBe(1);
    expect((await records.get('b'))?.size).toBe(200);
  });
});
