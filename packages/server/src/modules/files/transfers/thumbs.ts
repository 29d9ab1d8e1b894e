import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Code, THUMB_SIZES, type ThumbSize } from '@coffer/contract';
import sharp from 'sharp';
import { AppError } from '../../../http/app-error.js';

/** Names of files the thumbnailer tries; anything else is not an image (C117006). */
const IMAGE_EXTENSIONS = new Set([
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.webp',
  '.avif',
  '.tif',
  '.tiff',
  '.bmp',
  '.svg',
  '.heic',
  '.heif',
]);
const HEIC_EXTENSIONS = new Set(['.heic', '.heif']);

/** The cache stays under this many files; the oldest go first. */
export const THUMB_CACHE_MAX_FILES = 20_000;
const PRUNE_EVERY = 200;

export type ThumbFormat = 'jpeg' | 'webp';

export function isImageName(name: string): boolean {
  return IMAGE_EXTENSIONS.has(extname(name).toLowerCase());
}

/**
 * Image thumbnails (FILE previews) made with sharp, kept on disk under `<pool files>/.coffer/thumbs/`
 * keyed by the real path, its modification time and size, and the thumbnail's size and format, so a
 * changed file gets a new one. The cache is bounded: every so often the oldest files beyond
 * THUMB_CACHE_MAX_FILES are removed.
 */
export class Thumbnails {
  private made = 0;
  /** Whether this sharp build decodes HEIC (HEVC): its prebuilt libvips has libheif with AV1 only. */
  readonly heic = sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false;

  constructor(private readonly cacheDir: () => Promise<string>) {}

  async thumbnail(real: string, virtual: string, size: ThumbSize, format: ThumbFormat): Promise<string> {
    const ext = extname(real).toLowerCase();
    if (!IMAGE_EXTENSIONS.has(ext)) throw new AppError(Code.thumbNotImage, { path: virtual }, null, 404);
    if (HEIC_EXTENSIONS.has(ext) && !this.heic) {
      throw new AppError(Code.thumbHeicUnsupported, {}, null, 415);
    }
    const info = await stat(real);
    if (!info.isFile()) throw new AppError(Code.thumbNotImage, { path: virtual }, null, 404);
    const key = createHash('sha256')
      .update(`${real}\0${info.mtimeMs}\0${info.size}\0${size}\0${format}`)
      .digest('hex');
    const dir = join(await this.cacheDir(), key.slice(0, 2));
    const cached = join(dir, `${key}.${format === 'jpeg' ? 'jpg' : 'webp'}`);
    if (
      await stat(cached).then(
        () => true,
        () => false,
      )
    )
      return cached;
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const px = THUMB_SIZES[size];
    let image: Buffer;
    try {
      const pipeline = sharp(real, { failOn: 'none', limitInputPixels: 268_402_689 })
        .rotate()
        .resize(px, px, { fit: 'inside', withoutEnlargement: true });
      image = await (
        format === 'webp' ? pipeline.webp({ quality: 80 }) : pipeline.jpeg({ quality: 82, mozjpeg: true })
      ).toBuffer();
    } catch {
      throw new AppError(Code.thumbFailed, { path: virtual }, null, 415);
    }
    const temp = `${cached}.${process.pid}.tmp`;
    await writeFile(temp, image);
    await rename(temp, cached);
    this.made += 1;
    if (this.made % PRUNE_EVERY === 0) void this.prune().catch(() => undefined);
    return cached;
  }

  /** Keeps the newest THUMB_CACHE_MAX_FILES thumbnails. */
  async prune(): Promise<number> {
    const root = await this.cacheDir();
    const files: { path: string; mtime: number }[] = [];
    for (const bucket of await readdir(root).catch(() => [])) {
      for (const name of await readdir(join(root, bucket)).catch(() => [])) {
        const path = join(root, bucket, name);
        const info = await stat(path).catch(() => undefined);
        if (info) files.push({ path, mtime: info.mtimeMs });
      }
    }
    if (files.length <= THUMB_CACHE_MAX_FILES) return 0;
    files.sort((a, b) => a.mtime - b.mtime);
    const extra = files.slice(0, files.length - THUMB_CACHE_MAX_FILES);
    for (const file of extra) await rm(file.path, { force: true });
    return extra.length;
  }
}
