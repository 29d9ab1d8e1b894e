import type { Lang } from '@coffer/contract';

/** WIN-10: a window whose app states no size. */
export const DEFAULT_WINDOW_SIZE = { width: 1100, height: 700, minWidth: 900, minHeight: 600 } as const;

/** WIN-06: always-on-top windows stack from here, above every other window. */
export const ALWAYS_ON_TOP_Z = 1000;

/** WIN-09: the history context of one window keeps at most this many entries. */
export const HISTORY_LIMIT = 20;

/** A URL carrying this query parameter moves within a window's history instead of adding to it (WIN-09). */
export const HIST_PARAM = 'hist';

/** Height of the window header; a move keeps it inside the desktop so the window can be grabbed again. */
export const HEADER_HEIGHT = 40;

/** How much of the header a move leaves inside the desktop horizontally. */
export const MIN_VISIBLE_WIDTH = 120;

export type WindowMode = 'full';

/** The WIN-01 fields that mean something in this shell. zindex is derived from the order (see z-order.ts). */
export interface WindowState {
  name: string;
  icon: string;
  /** The window's current route, as a path under the router's base, e.g. '/storageManage/sata'. */
  url: string;
  title: Record<Lang, string>;
  left: number;
  top: number;
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
  isMaximum: boolean;
  isMinimum: boolean;
  isTop: boolean;
  history: string[];
  histIdx: number;
  loading: boolean;
  hideInBar: boolean;
  forbiddenMinimize: boolean;
  forbiddenMaximum: boolean;
  forbiddenClose: boolean;
  forbiddenHelp: boolean;
  showBack: boolean;
  modal: boolean;
  mode: WindowMode | null;
  createTime: number;
  activeTime: number;
}

export interface WindowsState {
  windows: Record<string, WindowState>;
  /** Z-order, bottom first: the last name is the top of the stack. */
  order: string[];
}

export interface Viewport {
  width: number;
  height: number;
}

export const EMPTY_WINDOWS: WindowsState = { windows: {}, order: [] };
