import {
  Code,
  WALLPAPER_MAX_HEIGHT,
  WALLPAPER_MAX_WIDTH,
  WALLPAPER_TYPES,
  WALLPAPER_UPLOAD_MAX_BYTES,
} from '@coffer/contract';
import { AppError } from '../../../http/app-error.js';

/** sharp (libvips) loads with the first wallpaper, as for avatars: most starts never need it. */
let sharpModule: Promise<typeof import('sharp')> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

/** A picture's pixels beyond this are refused before decoding (a small file can unpack to gigabytes). */
const MAX_INPUT_PIXELS = 80_000_000;

export const WALLPAPER_MAX_MB = WALLPAPER_UPLOAD_MAX_BYTES / (1024 * 1024);

export function assertWallpaperSize(bytes: number): void {
  if (bytes > WALLPAPER_UPLOAD_MAX_BYTES)
    throw new AppError(Code.wallpaperTooLarge, { max: WALLPAPER_MAX_MB });
}

/**
 * The stored wallpaper from an upload: a PNG, JPEG or WebP (by its bytes, not its name), turned as
 * its EXIF says, shrunk to fit WALLPAPER_MAX_WIDTH × WALLPAPER_MAX_HEIGHT (never enlarged), as WebP
 * without metadata. Anything else, or bytes that do not decode, is C133006.
 */
export async function makeWallpaper(upload: Buffer): Promise<Buffer> {
  assertWallpaperSize(upload.length);
  const sharp = await loadSharp();
  try {
    const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!(WALLPAPER_TYPES as readonly string[]).includes(format ?? ''))
      throw new AppError(Code.wallpaperNotImage);
    return await image
      .rotate()
      .resize(WALLPAPER_MAX_WIDTH, WALLPAPER_MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(Code.wallpaperNotImage);
  }
}
