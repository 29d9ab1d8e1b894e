import { z } from 'zod';
import { zVirtualPath } from './files-types.js';

/** The tus endpoint (not a contract call: tus speaks HTTP statuses; refusals carry the envelope). */
export const UPLOAD_TUS_PATH = '/v2/file/upload/';
/** The header of the answer to an upload's last PATCH: the file's final virtual path. */
export const UPLOAD_FINAL_PATH_HEADER = 'Coffer-Path';
/** Upload-Metadata keys the page sends at creation. */
export const UPLOAD_METADATA_KEYS = ['filename', 'dir', 'relativePath', 'action', 'mtime'] as const;
/** An upload with no PATCH for this long is abandoned and removed. */
export const UPLOAD_ABANDONED_MS = 24 * 60 * 60 * 1000;

export const THUMB_SIZES = { s: 256, m: 1024 } as const;
export const zThumbSize = z.enum(['s', 'm']);
export type ThumbSize = z.infer<typeof zThumbSize>;
/** Extensions (lower case, with the dot) the daemon makes thumbnails of; others answer C117006. */
export const THUMB_EXTENSIONS = [
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
] as const;
/** Whether the daemon makes a thumbnail of a file of this name. */
export function hasThumbnail(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && (THUMB_EXTENSIONS as readonly string[]).includes(name.slice(dot).toLowerCase());
}

/** The text editor opens at most this much. */
export const TEXT_MAX_BYTES = 5 * 1024 * 1024;

export const zUploadCheck = z.object({
  dir: zVirtualPath,
  totalBytes: z.coerce.number().int().min(0),
  count: z.coerce.number().int().min(0),
});

export const zTextFile = z.object({
  content: z.string(),
  /** Modification time in epoch milliseconds: send it back with `save`. */
  mtime: z.number(),
  size: z.number(),
  encoding: z.literal('utf-8'),
  /** Never true today: a file over TEXT_MAX_BYTES is refused (C117010). */
  truncated: z.boolean(),
});
export type TextFile = z.infer<typeof zTextFile>;
