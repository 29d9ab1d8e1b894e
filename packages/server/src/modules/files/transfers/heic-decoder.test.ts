import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Code } from '@coffer/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { heicToolPresent, primaryIndexOf } from './heic-decoder.js';
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
    if (thumbs.sharpHeic) return; // a sharp that decodes HEVC itself needs no tool
    expect(thumbs.heic).toBe(false);
    await expect(thumbs.thumbnail(photo, '/home/photo.heic', 's', 'jpeg')).rejects.toMatchObject({
      code: Code.thumbHeicUnsupported,
    });
    expect(readdirSync(cache)).toEqual([]);
  });
});
