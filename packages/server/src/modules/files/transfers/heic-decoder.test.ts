import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeHeic, halvesPng } from '../../../../test/files/heic-fixtures.js';
import { decodeHeicPrimary, heicToolPresent, primaryIndexOf } from './heic-decoder.js';
import { Thumbnails } from './thumbs.js';

describe('primaryIndexOf', () => {
  it('finds the primary among heif-info’s images, the first when none is marked', () => {
    const info = [
      'MIME type: image/heic',
      'image: 200x100 (id=1)',
      '  color profile: no',
      'image: 400x300 (id=2), primary',
      'image: 64x64 (id=5)',
    ].join('\n');
    expect(primaryIndexOf(info)).toBe(2);
    expect(primaryIndexOf('image: 10x10 (id=1)\nimage: 20x20 (id=2)')).toBe(1);
  });
});

describe('a device without heif-convert', () => {
  let dir: string;
  let path: string | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'coffer-heic-unit-'));
    path = process.env.PATH;
    // No folder of this PATH holds heif-convert: the daemon's spawn finds nothing.
    process.env.PATH = join(dir, 'bin');
  });
  afterEach(() => {
    process.env.PATH = path;
    rmSync(dir, { recursive: true, force: true });
  });

  it('says HEIC thumbnails cannot be made (C117011) and leaves nothing in the cache', async () => {
    expect(heicToolPresent()).toBe(false);
    const cache = join(dir, 'thumbs');
    const photo = join(dir, 'photo.heic');
    writeFileSync(photo, Buffer.alloc(100, 1));
    const thumbs = new Thumbnails(() => Promise.resolve(cache));
    if (await thumbs.sharpHeic()) return; // a sharp that decodes HEVC itself needs no tool
    expect(await thumbs.heic()).toBe(false);
    await expect(thumbs.thumbnail(photo, '/home/photo.heic', 's', 'jpeg')).rejects.toMatchObject({
      code: Code.thumbHeicUnsupported,
    });
    expect(readdirSync(cache)).toEqual([]);
  });
});

describe('HEIC thumbnails of one photo asked for at once', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'coffer-heic-unit-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('decode the photo once for every size, and leave only the thumbnails', async () => {
    const photo = join(dir, 'photo.heic');
    writeFileSync(photo, encodeHeic([await halvesPng(300, 200, [255, 0, 0], [0, 0, 255])]));
    let decodes = 0;
    const cache = join(dir, 'thumbs');
    const thumbs = new Thumbnails(
      () => Promise.resolve(cache),
      (input, work) => {
        decodes += 1;
        return decodeHeicPrimary(input, work);
      },
    );
    const answers = await Promise.all([
      thumbs.thumbnail(photo, '/home/photo.heic', 's', 'jpeg'),
      thumbs.thumbnail(photo, '/home/photo.heic', 'm', 'jpeg'),
      thumbs.thumbnail(photo, '/home/photo.heic', 's', 'jpeg'),
    ]);
    expect(decodes).toBe(1);
    expect(new Set(answers).size).toBe(2);
    const files = readdirSync(cache, { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.endsWith('.jpg'),
    );
    expect(files).toHaveLength(2);
    expect(readdirSync(cache).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});
