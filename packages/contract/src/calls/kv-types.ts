import { z } from 'zod';

/** A key of the signed-in user's key-value store (spec 1 §7): webAutoLock, PCSetting, dialog keys, … */
export const zKvKey = z.string().min(1).max(128);

/** The largest stored value, in characters (a window layout or a settings object, not a file). */
export const KV_VALUE_MAX = 64 * 1024;
