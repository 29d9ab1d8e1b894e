import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CALLS, Code, SESSION_COOKIE } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBaySandbox, tearDownSandbox, type BaySandbox } from '../support/bay-sandbox.js';
import { colourName, decodedThumb } from './heic-colors.js';
import { encodeHeic, halvesPng, withPrimary, withRotation } from './heic-fixtures.js';
import { startFilesDevice, type FilesDevice } from './share-device.js';

let sandbox: BaySandbox;
let files: FilesDevice;
const RED = [255, 0, 0];
const BLUE = [0, 0, 255];
const GREEN = [0, 255, 0];

beforeAll(async () => {
  sandbox = createBaySandbox();
  files = await startFilesDevice(sandbox);
}, 240_000);
afterAll(async () => {
  await tearDownSandbox(sandbox, files?.test);
}, 120_000);

const thumb = (path: string, size: 's' | 'm', accept = 'image/jpeg') =>
  files.test.raw(`${CALLS.fileThumb.path}?${new URLSearchParams({ path, size })}`, {
    headers: { cookie: `${SESSION_COOKIE}=${files.owner.token}`, accept },
  });

/** Every file and folder under the thumbnail cache, relative to it. */
function cacheEntries(): string[] {
  const root = join(files.filesRoot, '.coffer', 'thumbs');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).sort();
}

describe('HEIC thumbnails', () => {
  it('decodes an HEVC HEIC photo into a JPEG or WebP thumbnail of the right size and colours, cached', async () => {
    const photo = encodeHeic([await halvesPng(400, 300, RED, BLUE)]);
    files.putHome(files.owner.id, 'photos/halves.heic', photo);

    const small = await thumb('/home/photos/halves.heic', 's');
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toMatch(/^image\/jpeg/);
    const jpeg = await decodedThumb(await small.arrayBuffer());
    expect([jpeg.format, jpeg.width, jpeg.height]).toEqual(['jpeg', 256, 192]);
    expect(colourName(jpeg.at(40, 96))).toBe('red');
    expect(colourName(jpeg.at(216, 96))).toBe('blue');
    // One decode made both sizes of the asked format.
    expect(cacheEntries().filter((entry) => entry.endsWith('.jpg'))).toHaveLength(2);

    // `m` is 1024: a smaller photo is not enlarged.
    const medium = await thumb('/home/photos/halves.heic', 'm', 'image/webp,*/*');
    const webp = await decodedThumb(await medium.arrayBuffer());
    expect([webp.format, webp.width, webp.height]).toEqual(['webp', 400, 300]);
    expect(colourName(webp.at(50, 150))).toBe('red');
    expect(colourName(webp.at(350, 150))).toBe('blue');

    // Cached like any thumbnail: both sizes in both formats, and no decoder work folder left.
    expect(cacheEntries().filter((entry) => /\.(jpg|webp)$/.test(entry))).toHaveLength(4);
    expect(cacheEntries().filter((entry) => entry.includes('.heic-') || entry.endsWith('.tmp'))).toEqual([]);
    const cachedMedium = await thumb('/home/photos/halves.heic', 'm');
    expect((await decodedThumb(await cachedMedium.arrayBuffer())).width).toBe(400);
    expect(cacheEntries().filter((entry) => /\.(jpg|webp)$/.test(entry))).toHaveLength(4);
  });

  it('shows the primary image of a HEIC holding several, turned as its container says', async () => {
    const green = await halvesPng(200, 100, GREEN, GREEN);
    const halves = await halvesPng(400, 300, RED, BLUE);
    // Item 1 is the green one; the primary is item 2, turned a quarter anti-clockwise.
    const burst = withRotation(withPrimary(encodeHeic([green, halves]), 2), 2, 1);
    files.putHome(files.owner.id, 'photos/burst.heic', burst);

    const answer = await thumb('/home/photos/burst.heic', 's');
    expect(answer.status).toBe(200);
    const image = await decodedThumb(await answer.arrayBuffer());
    expect([image.width, image.height]).toEqual([192, 256]);
    // Turned anti-clockwise, the left (red) half lies at the bottom and the right (blue) on top.
    expect(colourName(image.at(96, 40))).toBe('blue');
    expect(colourName(image.at(96, 216))).toBe('red');
  });

  it('answers C117007 for a damaged HEIC and leaves nothing in the cache', async () => {
    const before = cacheEntries();
    const photo = encodeHeic([await halvesPng(400, 300, RED, BLUE)]);
    files.putHome(files.owner.id, 'photos/cut.heic', photo.subarray(0, Math.floor(photo.length / 2)));
    writeFileSync(join(files.homeReal(files.owner.id), 'photos/noise.heif'), Buffer.alloc(5000, 7));

    for (const path of ['/home/photos/cut.heic', '/home/photos/noise.heif']) {
      const answer = await thumb(path, 's');
      expect(answer.status).toBe(415);
      const body = (await answer.json()) as { code: string; message: string };
      expect(body.code).toBe(Code.thumbFailed);
      expect(body.message).toContain(path.split('/').pop());
    }
    expect(cacheEntries()).toEqual(before);
  });
});
