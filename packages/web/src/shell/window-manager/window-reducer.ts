import type { WindowAction, WindowSpec } from './window-actions';
import { avoidStacking, clampPosition, clampSize, fitInside, startGeometry } from './window-geometry';
import { navigateTo, startHistory, stepHistory } from './window-history';
import type { Viewport, WindowState, WindowsState } from './window-state';

type Patch = Partial<WindowState> | ((window: WindowState) => Partial<WindowState>);

function update(state: WindowsState, name: string, patch: Patch): WindowsState {
  const window = state.windows[name];
  if (!window) return state;
  const changes = typeof patch === 'function' ? patch(window) : patch;
  return { ...state, windows: { ...state.windows, [name]: { ...window, ...changes } } };
}

/** WIN-03: raise to the top of the order and record the time; an activated window is shown. */
function activate(state: WindowsState, name: string, now: number): WindowsState {
  if (!state.windows[name]) return state;
  const order = [...state.order.filter((other) => other !== name), name];
  return update({ ...state, order }, name, { activeTime: now, isMinimum: false });
}

/** WIN-04, WIN-05: the most recently active window that is still shown takes over, if any. */
function activateMostRecent(state: WindowsState, now: number): WindowsState {
  let next: WindowState | undefined;
  for (const name of state.order) {
    const window = state.windows[name];
    if (window && !window.isMinimum && (!next || window.activeTime >= next.activeTime)) next = window;
  }
  return next ? activate(state, next.name, now) : state;
}

/** WIN-07: activating no window in particular shows the bare desktop. */
function minimiseAll(state: WindowsState): WindowsState {
  const windows: Record<string, WindowState> = {};
  for (const [name, window] of Object.entries(state.windows)) windows[name] = { ...window, isMinimum: true };
  return { ...state, windows };
}

/** WIN-11: after the desktop shrinks, each window fits again (down to its minimum) so its buttons can be reached. */
function fitViewport(state: WindowsState, viewport: Viewport): WindowsState {
  let next = state;
  for (const window of Object.values(state.windows)) {
    const fitted = fitInside(window, viewport);
    if (Object.entries(fitted).some(([key, value]) => window[key as keyof typeof fitted] !== value)) {
      next = update(next, window.name, fitted);
    }
  }
  return next;
}

function newWindow(state: WindowsState, action: Extract<WindowAction, { type: 'open' }>): WindowState {
  const spec: WindowSpec = action.spec;
  const start = startGeometry(spec, action.viewport, action.random, action.savedRect);
  const shown = Object.values(state.windows).filter((window) => !window.isMinimum && !window.isMaximum);
  const geometry = action.savedRect ? start : { ...start, ...avoidStacking(start, shown, action.viewport) };
  return {
    name: spec.name,
    icon: spec.icon,
    title: spec.title,
    ...startHistory(action.url ?? spec.path),
    ...geometry,
    // WIN-08
    isMaximum: spec.mode === 'full',
    isMinimum: false,
    isTop: false,
    loading: false,
    hideInBar: spec.hideInBar ?? false,
    forbiddenMinimize: spec.forbiddenMinimize ?? false,
    forbiddenMaximum: spec.forbiddenMaximum ?? false,
    forbiddenClose: spec.forbiddenClose ?? false,
    forbiddenHelp: spec.forbiddenHelp ?? false,
    showBack: spec.showBack ?? true,
    modal: spec.modal ?? false,
    mode: spec.mode ?? null,
    createTime: action.now,
    activeTime: action.now,
  };
}

/** Every change to the open windows (spec 1 §4, WIN-02..WIN-11). Pure: time, viewport and chance come in the action. */
export function windowReducer(state: WindowsState, action: WindowAction): WindowsState {
  switch (action.type) {
    case 'open': {
      const { name } = action.spec;
      const existing = state.windows[name];
      if (existing) {
        // WIN-02
        const shown = update(state, name, (window) => ({
          loading: false,
          ...(action.url === undefined ? {} : navigateTo(window, action.url)),
        }));
        return activate(shown, name, action.now);
      }
      return {
        windows: { ...state.windows, [name]: newWindow(state, action) },
        order: [...state.order, name],
      };
    }
    case 'activate':
      return action.name === '' ? minimiseAll(state) : activate(state, action.name, action.now);
    case 'close': {
      if (!state.windows[action.name]) return state;
      const windows = { ...state.windows };
      delete windows[action.name];
      const order = state.order.filter((name) => name !== action.name);
      return activateMostRecent({ windows, order }, action.now);
    }
    case 'maximise':
      return update(state, action.name, (window) => (window.forbiddenMaximum ? {} : { isMaximum: true }));
    case 'unmaximise':
      return update(state, action.name, { isMaximum: false });
    case 'minimise': {
      const window = state.windows[action.name];
      if (!window || window.forbiddenMinimize || window.isMinimum) return state;
      return activateMostRecent(update(state, action.name, { isMinimum: true }), action.now);
    }
    case 'unminimise':
      return activate(state, action.name, action.now);
    case 'setTop':
      return update(state, action.name, { isTop: action.isTop });
    case 'move':
      return update(state, action.name, (window) =>
        window.isMaximum ? {} : clampPosition(action.left, action.top, action.viewport),
      );
    case 'resize':
      return update(state, action.name, (window) => {
        if (window.isMaximum) return {};
        const size = clampSize(action.width, action.height, window);
        const position = clampPosition(action.left ?? window.left, action.top ?? window.top, action.viewport);
        return { ...size, ...position };
      });
    case 'navigate':
      return update(state, action.name, (window) => navigateTo(window, action.url, action.replace));
    case 'back':
      return update(state, action.name, (window) => stepHistory(window, -1));
    case 'forward':
      return update(state, action.name, (window) => stepHistory(window, 1));
    case 'setLoading':
      return update(state, action.name, { loading: action.loading });
    case 'fitViewport':
      return fitViewport(state, action.viewport);
  }
}
