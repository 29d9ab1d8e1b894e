import { describe, expect, it } from 'vitest';
import { settingWallpaperImage } from '@coffer/contract/calls/device-settings';
import { parseDesktopLook, WALLPAPER_IMAGE_PATH, wallpaperBackground } from './desktop-look';
import { WALLPAPERS } from './wallpapers';

describe('the desktop look (PCSetting)', () => {
  it('reads each field on its own, and the upload only when there is one', () => {
    expect(parseDesktopLook({ wallpaper: 'ocean', theme: 'dark', custom_wallpaper: 0 })).toEqual({
      wallpaper: 'ocean',
      theme: 'dark',
      custom_wallpaper: 0,
    });
    expect(parseDesktopLook({ wallpaper: 'custom', theme: 'neon', custom_wallpaper: 0 })).toEqual({
      wallpaper: 'aurora',
      theme: 'system',
      custom_wallpaper: 0,
    });
    expect(parseDesktopLook('dusk')).toBeNull();
  });

  it('draws a built-in gradient or the uploaded picture at the contract’s address', () => {
    expect(WALLPAPER_IMAGE_PATH).toBe(settingWallpaperImage.path);
    expect(wallpaperBackground({ wallpaper: 'slate', custom_wallpaper: 4 })).toBe(WALLPAPERS.slate);
    expect(wallpaperBackground({ wallpaper: 'custom', custom_wallpaper: 4 })).toContain(
      'url("/setting/wallpaper/image?v=4")',
    );
  });
});
