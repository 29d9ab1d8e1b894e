import { z } from 'zod';

/** What an avatar upload may be: PNG, JPEG or WebP of at most this many bytes (docs/decisions.md). */
export const AVATAR_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['png', 'jpeg', 'webp'] as const;
/** The stored picture: a square WebP of this many pixels a side. */
export const AVATAR_SIZE = 256;

/** An account's avatar version: 0 when it has none, else when it was set (epoch ms; it busts caches). */
export const zAvatarState = z.object({ uid: z.number().int(), avatar: z.number().int() });
export type AvatarState = z.infer<typeof zAvatarState>;
