import {
  BUILT_IN_WALLPAPERS,
  Code,
  CUSTOM_WALLPAPER,
  THEMES,
  type PcSetting,
  type Theme,
  type WallpaperChoice,
} from '@coffer/contract';
import { AppError } from '../../../http/app-error.js';

export const DEFAULT_PC_SETTING: PcSetting = { wallpaper: 'aurora', theme: 'system', custom_wallpaper: 0 };

const isWallpaper = (value: unknown): value is WallpaperChoice =>
  value === CUSTOM_WALLPAPER || (BUILT_IN_WALLPAPERS as readonly unknown[]).includes(value);
const isTheme = (value: unknown): value is Theme => (THEMES as readonly unknown[]).includes(value);

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A user's PCSetting from their kv rows: the `PCSetting` JSON, else the desktop's older `wallpaper`
 * key, else the defaults. A field that does not read falls back on its own, so one bad value never
 * loses the others; `custom` without an upload reads as the default wallpaper.
 */
export function readPcSetting(stored: string | null, legacyWallpaper: string | null): PcSetting {
  const value = parseJson(stored);
  const fields = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const legacy = parseJson(legacyWallpaper);
  const upload = fields.custom_wallpaper;
  const custom = typeof upload === 'number' && Number.isInteger(upload) && upload > 0 ? upload : 0;
  const wanted = isWallpaper(fields.wallpaper) ? fields.wallpaper : isWallpaper(legacy) ? legacy : undefined;
  const wallpaper = wanted === CUSTOM_WALLPAPER && custom === 0 ? undefined : wanted;
  return {
    wallpaper: wallpaper ?? DEFAULT_PC_SETTING.wallpaper,
    theme: isTheme(fields.theme) ? fields.theme : DEFAULT_PC_SETTING.theme,
    custom_wallpaper: custom,
  };
}

/** A change applied to a setting; choosing `custom` before any upload is C133008. */
export function changePcSetting(
  current: PcSetting,
  change: { wallpaper?: WallpaperChoice | undefined; theme?: Theme | undefined },
): PcSetting {
  if (change.wallpaper === CUSTOM_WALLPAPER && current.custom_wallpaper === 0) {
    throw new AppError(Code.wallpaperMissing);
  }
  return {
    ...current,
    ...(change.wallpaper === undefined ? {} : { wallpaper: change.wallpaper }),
    ...(change.theme === undefined ? {} : { theme: change.theme }),
  };
}
