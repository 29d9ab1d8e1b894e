import { kvEntry } from '../kv/kv-entry';

/** The built-in wallpapers, drawn with CSS gradients; the first is the default. */
export const WALLPAPERS = {
  aurora:
    'radial-gradient(ellipse at 15% 20%, rgba(122, 226, 190, 0.55), transparent 55%), ' +
    'radial-gradient(ellipse at 85% 10%, rgba(80, 160, 220, 0.45), transparent 50%), ' +
    'radial-gradient(ellipse at 60% 95%, rgba(31, 111, 92, 0.7), transparent 60%), ' +
    'linear-gradient(160deg, #0d2b2e 0%, #14474a 45%, #0b2530 100%)',
  dusk:
    'radial-gradient(ellipse at 70% 80%, rgba(255, 170, 110, 0.55), transparent 55%), ' +
    'radial-gradient(ellipse at 20% 15%, rgba(160, 110, 220, 0.5), transparent 55%), ' +
    'linear-gradient(170deg, #2b1f4a 0%, #6a3b6e 55%, #c46a5a 100%)',
  ocean:
    'radial-gradient(ellipse at 30% 0%, rgba(120, 200, 255, 0.45), transparent 60%), ' +
    'linear-gradient(180deg, #0c3a6b 0%, #082446 55%, #04121f 100%)',
  meadow:
    'radial-gradient(ellipse at 80% 15%, rgba(255, 244, 190, 0.6), transparent 45%), ' +
    'linear-gradient(175deg, #8fc7e8 0%, #cfe6d6 50%, #6fa86b 51%, #3f7a47 100%)',
  slate: 'linear-gradient(150deg, #3a4450 0%, #232a33 60%, #1a1f26 100%)',
} as const;

export type WallpaperId = keyof typeof WALLPAPERS;

export const WALLPAPER_IDS = Object.keys(WALLPAPERS) as WallpaperId[];
export const DEFAULT_WALLPAPER: WallpaperId = 'aurora';

export function isWallpaperId(value: unknown): value is WallpaperId {
  return typeof value === 'string' && Object.hasOwn(WALLPAPERS, value);
}

/** The user's choice, kept in their key-value store so it follows them to any browser. */
export const wallpaperEntry = kvEntry<WallpaperId>('wallpaper', (raw) => (isWallpaperId(raw) ? raw : null));
