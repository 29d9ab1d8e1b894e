import type { WindowsState } from '../window-manager/window-state';
import { activeWindowName } from '../window-manager/z-order';

export type TaskbarClick = 'minimise' | 'activate' | 'none';

/** A taskbar item hides its window when it is the active one, and otherwise brings it forward. */
export function taskbarClick(state: WindowsState, name: string): TaskbarClick {
  const window = state.windows[name];
  if (!window) return 'none';
  if (activeWindowName(state) !== name) return 'activate';
  return window.forbiddenMinimize ? 'none' : 'minimise';
}
