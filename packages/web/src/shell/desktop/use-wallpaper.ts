import { call } from '../../api/client';
import { useSessionStore } from '../../session/session-store';
import { kvCacheId, storeKvValue } from '../kv/kv-cache';
import { useKv } from '../kv/use-kv';
import { desktopLookEntry, type DesktopLook, type WallpaperChoice } from './desktop-look';
import { DEFAULT_WALLPAPER, wallpaperEntry } from './wallpapers';

/** The settings calls, loaded with the first change rather than with the desktop (later-calls.ts). */
const settingCallsLater = () => import('@coffer/contract/calls/device-settings');

/**
 * The signed-in user's desktop look (PCSetting): wallpaper, uploaded wallpaper and theme. Until they
 * save one, the desktop's older `wallpaper` kv key still gives the wallpaper; the default until loaded.
 */
export function useDesktopLook(): { look: DesktopLook; choose: (id: WallpaperChoice) => void } {
  const userid = useSessionStore((state) => state.session?.userid ?? null);
  const stored = useKv(desktopLookEntry);
  const legacy = useKv(wallpaperEntry, { enabled: !stored.loading && stored.value === null });
  const look: DesktopLook = stored.value ?? {
    wallpaper: legacy.value ?? DEFAULT_WALLPAPER,
    theme: 'system',
    custom_wallpaper: 0,
  };
  return {
    look,
    // A failed change is reported by the request layer; the wallpaper then stays as it was.
    choose: (id) =>
      void settingCallsLater().then(async ({ settingChange }) => {
        const result = await call(settingChange, { wallpaper: id });
        if (result.success && userid !== null) lookChanged(userid, result.data);
      }),
  };
}

/** Every reader of the look (the desktop, the theme) follows a change made anywhere in the page. */
export function lookChanged(userid: number, look: DesktopLook): void {
  storeKvValue(kvCacheId(userid, desktopLookEntry.key), look);
}
