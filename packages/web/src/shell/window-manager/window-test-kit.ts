import type { WindowAction, WindowSpec } from './window-actions';
import { windowReducer } from './window-reducer';
import { EMPTY_WINDOWS, type Viewport, type WindowsState } from './window-state';

/** Shared by the reducer's tests: a roomy desktop and a fixed chance, so every case is repeatable. */
export const VIEWPORT: Viewport = { width: 1920, height: 1040 };

export function spec(name: string, overrides: Partial<WindowSpec> = {}): WindowSpec {
  return { name, icon: name, title: { 'zh-CN': name, en: name }, path: `/${name}`, ...overrides };
}

export function open(name: string, now = 1, overrides: Partial<WindowSpec> = {}, url?: string): WindowAction {
  return { type: 'open', spec: spec(name, overrides), url, viewport: VIEWPORT, now, random: () => 0.5 };
}

export function run(actions: WindowAction[], from: WindowsState = EMPTY_WINDOWS): WindowsState {
  return actions.reduce(windowReducer, from);
}

/** Opens the named windows one after another at times 1, 2, 3, … */
export function opened(...names: string[]): WindowsState {
  return run(names.map((name, index) => open(name, index + 1)));
}
