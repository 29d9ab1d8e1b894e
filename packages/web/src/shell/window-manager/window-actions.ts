import type { Lang } from '@coffer/contract';
import type { Viewport, WindowMode } from './window-state';

/** What a new window needs to know about its app (from the catalogue, T2). */
export interface WindowSpec {
  name: string;
  icon: string;
  title: Record<Lang, string>;
  /** The app's start route, used when `open` names no URL. */
  path: string;
  width?: number;
  height?: number;
  minWidth?: number;
  minHeight?: number;
  mode?: WindowMode;
  hideInBar?: boolean;
  forbiddenMinimize?: boolean;
  forbiddenMaximum?: boolean;
  forbiddenClose?: boolean;
  forbiddenHelp?: boolean;
  showBack?: boolean;
  modal?: boolean;
}

/** A remembered place and size, e.g. from the user's saved layout. */
export interface WindowRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type WindowAction =
  | {
      type: 'open';
      spec: WindowSpec;
      /** A route to show; absent opens a new window at its app's path and leaves an open one where it is. */
      url?: string;
      /** Where the window was last time; wins over a random start position. */
      savedRect?: WindowRect;
      viewport: Viewport;
      now: number;
      /** Returns a number in [0, 1), like Math.random. */
      random: () => number;
    }
  | { type: 'activate'; name: string; now: number }
  | { type: 'close'; name: string; now: number }
  | { type: 'maximise'; name: string }
  | { type: 'unmaximise'; name: string }
  | { type: 'minimise'; name: string; now: number }
  | { type: 'unminimise'; name: string; now: number }
  | { type: 'setTop'; name: string; isTop: boolean }
  | { type: 'move'; name: string; left: number; top: number; viewport: Viewport }
  | {
      type: 'resize';
      name: string;
      width: number;
      height: number;
      /** Resizing from the left or top edge moves the window too. */
      left?: number;
      top?: number;
      viewport: Viewport;
    }
  | { type: 'navigate'; name: string; url: string; replace?: boolean }
  | { type: 'back'; name: string }
  | { type: 'forward'; name: string }
  | { type: 'setLoading'; name: string; loading: boolean }
  /** The desktop changed size: every window is moved back within reach (WIN-11). */
  | { type: 'fitViewport'; viewport: Viewport };
