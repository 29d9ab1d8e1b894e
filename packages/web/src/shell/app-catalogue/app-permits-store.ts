import { create } from 'zustand';
import { Role } from '@coffer/contract';
import { serviceMyPermit } from '@coffer/contract/calls/service-permits';
import { call } from '../../api/client';
import { mainRoleOf, useSessionStore } from '../../session/session-store';
import { useWindowStore } from '../window-manager/window-store';
import { deniedAppsOf } from './app-permits';

interface AppPermitsState {
  /** Apps the signed-in user may not open. */
  denied: ReadonlySet<string>;
  /** The token the answer is for; null before the first answer (or after sign-out). */
  loadedFor: string | null;
  refresh: () => Promise<void>;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Which apps the signed-in user's service permits deny (issue 16 §3). Administrators are never
 * denied and make no call. A failed call keeps the last answer: the daemon refuses a denied app's
 * calls whatever the desktop shows, so a glitch must not empty the desktop.
 */
export const useAppPermitsStore = create<AppPermitsState>()((set) => ({
  denied: NONE,
  loadedFor: null,
  refresh: async () => {
    const session = useSessionStore.getState().session;
    if (!session) {
      set({ denied: NONE, loadedFor: null });
      return;
    }
    if (mainRoleOf(session) !== Role.user) {
      set({ denied: NONE, loadedFor: session.token });
      return;
    }
    const result = await call(serviceMyPermit, {}, { toast: false });
    if (useSessionStore.getState().session?.token !== session.token) return;
    if (!result.success) {
      set((state) => ({ loadedFor: session.token, denied: state.denied }));
      return;
    }
    const denied = deniedAppsOf(result.data.permits);
    set({ denied, loadedFor: session.token });
    closeDeniedWindows(denied);
  },
}));

/** A window left open on an app the user has just been denied closes: its calls would be refused. */
function closeDeniedWindows(denied: ReadonlySet<string>): void {
  if (denied.size === 0) return;
  const windows = useWindowStore.getState();
  for (const [name, app] of Object.entries(windows.apps)) {
    if (denied.has(app.name) && windows.windows[name]) windows.close(name);
  }
}
