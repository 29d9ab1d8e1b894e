import { useKv } from '../kv/use-kv';
import { DEFAULT_WALLPAPER, wallpaperEntry, type WallpaperId } from './wallpapers';

/** The signed-in user's wallpaper; the default until their choice has loaded or when none is stored. */
export function useWallpaper(): { wallpaper: WallpaperId; choose: (id: WallpaperId) => void } {
  const kv = useKv(wallpaperEntry);
  return {
    wallpaper: kv.value ?? DEFAULT_WALLPAPER,
    // A failed save is reported by the request layer; the wallpaper then stays as it was.
    choose: (id) => void kv.save(id),
  };
}
