import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StorageError } from '../storage-error.js';
import { scanUsage } from './usage-scan.js';

let root: string;
let outside: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'coffer-usage-'));
  outside = mkdtempSync(join(tmpdir(), 'coffer-usage-outside-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('scanUsage', () => {
  it('tallies each top folder and type, and never follows a symlink out of the pool', async () => {
    mkdirSync(join(root, 'media', 'films'), { recursive: true });
    writeFileSync(join(root, 'media', 'films', 'a.mkv'), Buffer.alloc(3000));
    writeFileSync(join(root, 'media', 'b.jpg'), Buffer.alloc(100));
    mkdirSync(join(root, 'empty'));
    writeFileSync(join(root, 'loose.txt'), 'hello');
    writeFileSync(join(outside, 'secret.bin'), Buffer.alloc(9999));
    symlinkSync(outside, join(root, 'media', 'escape'));
    symlinkSync(outside, join(root, 'escape-top'));
    mkdirSync(join(root, '.coffer-crypt'));
    writeFileSync(join(root, '.coffer-crypt', 'x'), Buffer.alloc(50));

    const progress: [number, number][] = [];
    const report = await scanUsage(root, { progress: (done, total) => progress.push([done, total]) });
    expect(report).toMatchObject({ bytes: 3105, files: 3, folders: 3, skipped: 0 });
    expect(progress).toEqual([
      [0, 2],
      [1, 2],
      [2, 2],
    ]);
    const media = report.topFolders.find((folder) => folder.name === 'media')!;
    expect(media).toMatchObject({ bytes: 3100, files: 2, folders: 1 });
    expect(media.largest.map((file) => file.path)).toEqual(['media/films/a.mkv', 'media/b.jpg']);
    expect(media.types).toEqual([
      expect.objectContaining({ type: 101, bytes: 100, files: 1 }),
      expect.objectContaining({ type: 102, bytes: 3000, files: 1 }),
    ]);
    expect(report.topFolders.find((folder) => folder.name === 'empty')).toMatchObject({ bytes: 0, files: 0 });
    expect(report.topFolders.find((folder) => folder.name === '/')).toMatchObject({ bytes: 5, files: 1 });
    expect(report.types.map((type) => [type.type, type.bytes])).toEqual([
      [101, 100],
      [102, 3000],
      [107, 5],
    ]);
    expect(report.allocated).toBeGreaterThanOrEqual(0);
  });

  it('stops when cancelled', async () => {
    mkdirSync(join(root, 'a'));
    writeFileSync(join(root, 'a', 'f'), 'x');
    const controller = new AbortController();
    controller.abort();
    const error = await scanUsage(root, { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StorageError);
    expect((error as StorageError).code).toBe(Code.jobCancelled);
  });
});
