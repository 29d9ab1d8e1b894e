import { AVATAR_SIZE, AVATAR_TYPES, AVATAR_UPLOAD_MAX_BYTES, Code } from '@coffer/contract';
import { AppError } from '../../http/app-error.js';

/** sharp (libvips) loads with the first avatar, as with thumbnails: most starts never need it. */
let sharpModule: Promise<typeof import('sharp')> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

/** A picture's pixels beyond this are refused before decoding (a small file can unpack to gigabytes). */
const MAX_INPUT_PIXELS = 40_000_000;

export const AVATAR_MAX_MB = AVATAR_UPLOAD_MAX_BYTES / (1024 * 1024);

export function assertAvatarSize(bytes: number): void {
  if (bytes > AVATAR_UPLOAD_MAX_BYTES) throw new AppError(Code.avatarTooLarge, { max: AVATAR_MAX_MB });
}

/**
 * Makes the stored avatar from an upload: a PNG, JPEG or WebP (by its bytes, not its name), turned
 * as its EXIF says, cut to the centre square and scaled to AVATAR_SIZE, as WebP without metadata.
 * Anything else, or bytes that do not decode, is C127001.
 */
export async function makeAvatar(upload: Buffer): Promise<Buffer> {
  assertAvatarSize(upload.length);
  const sharp = await loadSharp();
  try {
    const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!(AVATAR_TYPES as readonly string[]).includes(format ?? '')) throw new AppError(Code.avatarNotImage);
    return await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(Code.avatarNotImage);
  }
}
