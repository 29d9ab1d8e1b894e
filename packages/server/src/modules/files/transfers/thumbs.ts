import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { Code, THUMB_EXTENSIONS, THUMB_SIZES, type ThumbSize } from '@coffer/contract';
import { AppError } from '../../../http/app-error.js';
import { decodeHeicPrimary, HeicDecodeError, heicToolPresent } from './heic-decoder.js';

/** Names of files the thumbnailer tries; anything else is not an image (C117006). */
const IMAGE_EXTENSIONS = new Set<string>(THUMB_EXTENSIONS);
const HEIC_EXTENSIONS = new Set(['.heic', '.heif']);

/** The cache stays under this many files; the oldest go first. */
export const THUMB_CACHE_MAX_FILES = 20_000;
const PRUNE_EVERY = 200;
/** HEIC work folders inside the cache start so; the prune skips them and clears forgotten ones. */
const HEIC_WORK_PREFIX = '.heic-';
/** A work folder older than this was left by a daemon that died mid-decode. */
const HEIC_WORK_STALE_MS = 10 * 60_000;

export type HeicDecoder = (input: string, workDir: string) => Promise<string>;

export type ThumbFormat = 'jpeg' | 'webp';

export function isImageName(name: string): boolean {
  return IMAGE_EXTENSIONS.has(extname(name).toLowerCase());
}

/**
 * sharp (libvips, about 19 MB resident) is loaded with the first thumbnail, not at start: a daemon
 * nobody browses pictures on does without it (bench/files-transfer.ts measures the daemon's RSS).
 */
let sharpModule: Promise<typeof import('sharp')> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

/**
 * Image thumbnails (FILE previews) made with sharp, kept on disk under `<pool files>/.coffer/thumbs/`
 * keyed by the real path, its modification time and size, and the thumbnail's size and format, so a
 * changed file gets a new one. The cache is bounded: every so often the oldest files beyond
 * THUMB_CACHE_MAX_FILES are removed.
 *
 * HEIC (HEVC) is decoded first by Debian's heif-convert into a work folder inside the cache, one
 * photo at a time (a 2-core box), then resized by sharp like any other image; the work folder goes
 * whatever happens.
 */
export class Thumbnails {
  private made = 0;
  /** Whether this sharp build decodes HEIC (HEVC) itself: its prebuilt libvips has AV1 HEIF only. */
  async sharpHeic(): Promise<boolean> {
    return (await loadSharp()).format.heif.input.fileSuffix?.includes('.heic') ?? false;
  }
  /** Whether HEIC thumbnails can be made at all: by sharp, or through heif-convert. */
  async heic(): Promise<boolean> {
    return (await this.sharpHeic()) || heicToolPresent();
  }
  /** The HEIC decodes run one after another. */
  private heicQueue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly cacheDir: () => Promise<string>,
    private readonly decodeHeic: HeicDecoder = decodeHeicPrimary,
  ) {}

  async thumbnail(real: string, virtual: string, size: ThumbSize, format: ThumbFormat): Promise<string> {
    const ext = extname(real).toLowerCase();
    if (!IMAGE_EXTENSIONS.has(ext)) throw new AppError(Code.thumbNotImage, { path: virtual }, null, 404);
    const info = await stat(real);
    if (!info.isFile()) throw new AppError(Code.thumbNotImage, { path: virtual }, null, 404);
    const root = await this.cacheDir();
    const cachedOf = (each: ThumbSize) => cachePath(root, real, info, each, format);
    const cached = cachedOf(size);
    if (await exists(cached)) return cached;
    if (HEIC_EXTENSIONS.has(ext) && !(await this.sharpHeic())) {
      await this.fromHeic(real, virtual, format, cached, cachedOf);
    } else {
      await this.store(cached, await resized(real, virtual, size, format));
    }
    return cached;
  }

  /** Puts a thumbnail in the cache under a temporary name first, so a reader never sees half of one. */
  private async store(cached: string, image: Buffer): Promise<void> {
    // The bucket is made only now: an unreadable image leaves nothing in the cache.
    await mkdir(dirname(cached), { recursive: true, mode: 0o700 });
    const temp = `${cached}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temp, image);
    await rename(temp, cached);
    this.made += 1;
    if (this.made % PRUNE_EVERY === 0) void this.prune().catch(() => undefined);
  }

  /**
   * Caches the thumbnails of every size from heif-convert's PNG of the primary image: one decode
   * serves the list's thumbnail and the preview that soon follows. A request queued behind one that
   * made `cached` finds it and decodes nothing. C117011 without the tool, C117007 when unreadable.
   */
  private fromHeic(
    real: string,
    virtual: string,
    format: ThumbFormat,
    cached: string,
    cachedOf: (size: ThumbSize) => string,
  ): Promise<void> {
    const run = this.heicQueue.then(async () => {
      if (await exists(cached)) return;
      const root = await this.cacheDir();
      await mkdir(root, { recursive: true, mode: 0o700 });
      const work = await mkdtemp(join(root, HEIC_WORK_PREFIX));
      const made = new Map<ThumbSize, Buffer>();
      try {
        const decoded = await this.decodeHeic(real, work);
        for (const size of Object.keys(THUMB_SIZES) as ThumbSize[]) {
          made.set(size, await resized(decoded, virtual, size, format));
        }
      } catch (error) {
        if (error instanceof HeicDecodeError && error.reason === 'missing-tool') {
          throw new AppError(Code.thumbHeicUnsupported, {}, null, 415);
        }
        if (error instanceof AppError) throw error;
        throw new AppError(Code.thumbFailed, { path: virtual }, null, 415);
      } finally {
        await rm(work, { recursive: true, force: true });
      }
      // Stored inside the queue, so the next request for this photo finds them.
      for (const [size, image] of made) await this.store(cachedOf(size), image);
    });
    this.heicQueue = run.catch(() => undefined);
    return run;
  }

  /** Keeps the newest THUMB_CACHE_MAX_FILES thumbnails, and clears HEIC work folders left by a crash. */
  async prune(): Promise<number> {
    const root = await this.cacheDir();
    const files: { path: string; mtime: number }[] = [];
    for (const bucket of await readdir(root).catch(() => [])) {
      if (bucket.startsWith(HEIC_WORK_PREFIX)) {
        const work = join(root, bucket);
        const info = await stat(work).catch(() => undefined);
        if (info && Date.now() - info.mtimeMs > HEIC_WORK_STALE_MS)
          await rm(work, { recursive: true, force: true });
        continue;
      }
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

/** Where the thumbnail of a file as it is now (path, mtime, size), of one size and format, is kept. */
function cachePath(
  root: string,
  real: string,
  info: { mtimeMs: number; size: number },
  size: ThumbSize,
  format: ThumbFormat,
): string {
  const key = createHash('sha256')
    .update(`${real}\0${info.mtimeMs}\0${info.size}\0${size}\0${format}`)
    .digest('hex');
  return join(root, key.slice(0, 2), `${key}.${format === 'jpeg' ? 'jpg' : 'webp'}`);
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** The usual thumbnail: EXIF rotation applied, inside a px square, JPEG or WebP; C117007 if unreadable. */
async function resized(
  input: string,
  virtual: string,
  size: ThumbSize,
  format: ThumbFormat,
): Promise<Buffer> {
  const px = THUMB_SIZES[size];
  try {
    const sharp = await loadSharp();
    const pipeline = sharp(input, { failOn: 'none', limitInputPixels: 268_402_689 })
      .rotate()
      .resize(px, px, { fit: 'inside', withoutEnlargement: true });
    return await (
      format === 'webp' ? pipeline.webp({ quality: 80 }) : pipeline.jpeg({ quality: 82, mozjpeg: true })
    ).toBuffer();
  } catch {
    throw new AppError(Code.thumbFailed, { path: virtual }, null, 415);
  }
}
