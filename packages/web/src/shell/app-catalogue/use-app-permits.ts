import { useEffect } from 'react';
import { useSessionStore } from '../../session/session-store';
import { useAppPermitsStore } from './app-permits-store';

const NONE: ReadonlySet<string> = new Set();

/** How often an open desktop asks again, so a permit change reaches it without a reload. */
export const APP_PERMITS_REFRESH_MS = 30_000;

/**
 * The signed-in user's denied apps, asked on sign-in, when the page comes back into view, and every
 * APP_PERMITS_REFRESH_MS while it is open. `ready` is false until the first answer for this session.
 */
export function useAppPermits(): { denied: ReadonlySet<string>; ready: boolean } {
  const token = useSessionStore((state) => state.session?.token ?? null);
  const denied = useAppPermitsStore((state) => state.denied);
  const loadedFor = useAppPermitsStore((state) => state.loadedFor);
  useEffect(() => {
    if (!token) return;
    const refresh = () => void useAppPermitsStore.getState().refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    refresh();
    const timer = setInterval(refresh, APP_PERMITS_REFRESH_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', refresh);
    };
  }, [token]);
  const ready = token !== null && loadedFor === token;
  // Before this session's answer, nothing is hidden (the default is allowed) and nothing stale is.
  return { denied: ready ? denied : NONE, ready };
}
