import { kvEntry } from '../kv/kv-entry';
import { isWallpaperId, WALLPAPERS, type WallpaperId } from './wallpapers';

/** A built-in wallpaper or the user's uploaded one (contract `zWallpaperChoice`). */
export type WallpaperChoice = WallpaperId | 'custom';
export type ThemeChoice = 'light' | 'dark' | 'system';

/** The user's desktop settings as the daemon keeps them (contract `PcSetting`, kv `PCSetting`). */
export interface DesktopLook {
  wallpaper: WallpaperChoice;
  theme: ThemeChoice;
  /** The uploaded wallpaper's version; 0 when there is none. */
  custom_wallpaper: number;
}

/**
 * The uploaded wallpaper's address (contract `settingWallpaperImage.path`; a test keeps them equal):
 * written out so the desktop's first paint needs no call definitions and no zod.
 */
export const WALLPAPER_IMAGE_PATH = '/setting/wallpaper/image';

const isTheme = (value: unknown): value is ThemeChoice =>
  value === 'light' || value === 'dark' || value === 'system';

/** Reads a stored PCSetting as the daemon does: each field on its own, `custom` only with an upload. */
export function parseDesktopLook(raw: unknown): DesktopLook | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const fields = raw as Record<string, unknown>;
  const upload = fields.custom_wallpaper;
  const custom = typeof upload === 'number' && Number.isInteger(upload) && upload > 0 ? upload : 0;
  const wallpaper =
    fields.wallpaper === 'custom' && custom > 0
      ? 'custom'
      : isWallpaperId(fields.wallpaper)
        ? fields.wallpaper
        : 'aurora';
  return { wallpaper, theme: isTheme(fields.theme) ? fields.theme : 'system', custom_wallpaper: custom };
}

export const desktopLookEntry = kvEntry<DesktopLook>('PCSetting', parseDesktopLook);

export function wallpaperImageUrl(version: number): string {
  return `${WALLPAPER_IMAGE_PATH}?v=${version}`;
}

/** The CSS background of a choice: a built-in gradient, or the upload over a dark base colour. */
export function wallpaperBackground(look: Pick<DesktopLook, 'wallpaper' | 'custom_wallpaper'>): string {
  if (look.wallpaper === 'custom' && look.custom_wallpaper > 0) {
    return `center / cover no-repeat url("${wallpaperImageUrl(look.custom_wallpaper)}"), #14232a`;
  }
  return WALLPAPERS[look.wallpaper === 'custom' ? 'aurora' : look.wallpaper];
}
