import { create } from 'zustand';
import { useSessionStore } from '../../session/session-store';
import type { AppDefinition } from '../app-catalogue/app-definition';
import type { WindowAction } from './window-actions';
import { windowReducer } from './window-reducer';
import { routeOf } from './router-base';
import { cancelLayoutSave, loadLayout, scheduleLayoutSave, type SavedLayout } from './saved-layout';
import { windowSpecOf } from './window-spec';
import { EMPTY_WINDOWS, type Viewport, type WindowState, type WindowsState } from './window-state';
import { activeWindowName } from './z-order';

export interface WindowStore extends WindowsState {
  /** The catalogue entry behind each open window, for its component. */
  apps: Record<string, AppDefinition>;
  /** The desktop area windows live in, measured by the window layer. */
  viewport: Viewport | null;
  savedLayout: SavedLayout;
  layoutLoaded: boolean;

  /** Opens the app's window, or brings an open one forward (WIN-02); `url` is a route under the app. */
  openApp: (app: AppDefinition, url?: string) => void;
  /** Brings a window to the front and shows it; '' minimises every window (WIN-07). */
  activate: (name: string) => void;
  close: (name: string) => void;
  minimise: (name: string) => void;
  maximise: (name: string) => void;
  /** Back from maximised to the window's own size. */
  restore: (name: string) => void;
  toggleMaximise: (name: string) => void;
  toggleTop: (name: string) => void;
  navigate: (name: string, url: string, replace?: boolean) => void;
  back: (name: string) => void;
  forward: (name: string) => void;
  move: (name: string, left: number, top: number) => void;
  resize: (name: string, size: { width: number; height: number; left?: number; top?: number }) => void;
  setLoading: (name: string, loading: boolean) => void;
  setViewport: (viewport: Viewport) => void;
  /** Fetches the user's saved window places once; opening windows never waits for it. */
  loadSavedLayout: () => Promise<void>;
  /** Closes everything, e.g. when the user signs out. */
  reset: () => void;
}

function currentViewport(measured: Viewport | null): Viewport {
  return measured ?? { width: globalThis.innerWidth || 1280, height: globalThis.innerHeight || 800 };
}

function rectOf(window: WindowState | undefined) {
  return window && { left: window.left, top: window.top, width: window.width, height: window.height };
}

const INITIAL = {
  ...EMPTY_WINDOWS,
  apps: {},
  viewport: null,
  savedLayout: {},
  layoutLoaded: false,
};

export const useWindowStore = create<WindowStore>()((set, get) => {
  const dispatch = (action: WindowAction) =>
    set((state) => {
      const next = windowReducer(state, action);
      return next === state ? {} : { windows: next.windows, order: next.order };
    });

  /** Remembers where the user left a window, for the next time it opens. */
  const remember = (name: string) => {
    const rect = rectOf(get().windows[name]);
    if (!rect) return;
    const savedLayout = { ...get().savedLayout, [name]: rect };
    set({ savedLayout });
    scheduleLayoutSave(savedLayout);
  };

  return {
    ...INITIAL,
    openApp: (app, url) => {
      set((state) => ({ apps: { ...state.apps, [app.name]: app } }));
      const { savedLayout, viewport } = get();
      dispatch({
        type: 'open',
        spec: windowSpecOf(app),
        url: url === undefined ? undefined : routeOf(url),
        savedRect: savedLayout[app.name],
        viewport: currentViewport(viewport),
        now: Date.now(),
        random: Math.random,
      });
    },
    activate: (name) => dispatch({ type: 'activate', name, now: Date.now() }),
    close: (name) => dispatch({ type: 'close', name, now: Date.now() }),
    minimise: (name) => dispatch({ type: 'minimise', name, now: Date.now() }),
    maximise: (name) => dispatch({ type: 'maximise', name }),
    restore: (name) => dispatch({ type: 'unmaximise', name }),
    toggleMaximise: (name) => {
      const window = get().windows[name];
      if (window) dispatch({ type: window.isMaximum ? 'unmaximise' : 'maximise', name });
    },
    toggleTop: (name) => {
      const window = get().windows[name];
      if (window) dispatch({ type: 'setTop', name, isTop: !window.isTop });
    },
    navigate: (name, url, replace) => dispatch({ type: 'navigate', name, url, replace }),
    back: (name) => dispatch({ type: 'back', name }),
    forward: (name) => dispatch({ type: 'forward', name }),
    move: (name, left, top) => {
      dispatch({ type: 'move', name, left, top, viewport: currentViewport(get().viewport) });
      remember(name);
    },
    resize: (name, size) => {
      dispatch({ type: 'resize', name, ...size, viewport: currentViewport(get().viewport) });
      remember(name);
    },
    setLoading: (name, loading) => dispatch({ type: 'setLoading', name, loading }),
    setViewport: (viewport) => {
      const previous = get().viewport;
      if (previous?.width === viewport.width && previous.height === viewport.height) return;
      set({ viewport });
      dispatch({ type: 'fitViewport', viewport });
    },
    loadSavedLayout: async () => {
      if (get().layoutLoaded) return;
      set({ layoutLoaded: true });
      const loaded = await loadLayout();
      // Places changed while the answer was on its way are newer than the stored ones.
      set((state) => ({ savedLayout: { ...loaded, ...state.savedLayout } }));
    },
    reset: () => {
      cancelLayoutSave();
      set({ ...INITIAL });
    },
  };
});

export function selectActiveWindowName(state: WindowsState): string | null {
  return activeWindowName(state);
}

export function selectActiveWindow(state: WindowStore): WindowState | null {
  const name = activeWindowName(state);
  return name === null ? null : (state.windows[name] ?? null);
}

export function useActiveWindowName(): string | null {
  return useWindowStore(selectActiveWindowName);
}

// Windows belong to the user who opened them: a sign-out or a change of user closes them all.
useSessionStore.subscribe((state, previous) => {
  if (state.session?.username !== previous.session?.username) useWindowStore.getState().reset();
});
