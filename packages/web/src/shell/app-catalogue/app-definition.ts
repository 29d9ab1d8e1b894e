import type { ComponentType } from 'react';
import type { Lang, MainRole } from '@coffer/contract';

/** What an app's component receives, in a window or full-page. */
export interface AppProps {
  /** The window hosting the app, or null when it is open full-page at /home/<path>. */
  windowName: string | null;
}

/** The window behaviour flags of WIN-01 an app may set (T2). */
export interface AppWindowFlags {
  hideInBar?: boolean;
  forbiddenMinimize?: boolean;
  forbiddenMaximum?: boolean;
  forbiddenClose?: boolean;
  forbiddenHelp?: boolean;
  /** Only one window instance and it opens as a modal over the desktop. */
  modal?: boolean;
}

/**
 * One app of spec 1 §1 and T2, declared once. Desktop icons, the app menu, windows and the
 * full-page routes all come from these records.
 */
export interface AppDefinition {
  /** Unique; also the window's name. */
  name: string;
  /** The app's base route, e.g. '/storageManage' (T1). Its children live under it. */
  path: string;
  /**
   * Where the window opens when that is not `path` itself (T2, WIN-13): a child or a query, e.g.
   * '/myAccount?navCurrent=5'. Inside the /home basename.
   */
  url?: string;
  /**
   * The window shows a page outside this app (T2's /hsk/index.html, /zjdxb/index.html) in a frame;
   * its url is not a route of T1.
   */
  foreignPage?: boolean;
  title: Record<Lang, string>;
  /** An icon id rendered by the shell's AppIcon. */
  icon: string;
  /** T2; the window manager's defaults (1100x700, min 900x600) apply when absent (WIN-10). */
  width?: number;
  height?: number;
  minWidth?: number;
  minHeight?: number;
  /** WIN-08: `full` opens maximised. */
  mode?: 'full';
  flags?: AppWindowFlags;
  /** Roles that see the app on the desktop and in the menu. */
  roles: readonly MainRole[];
  /** Shown as a desktop icon (otherwise only in the app menu, or opened by other apps). */
  onDesktop?: boolean;
  /** false: not listed in the app menu either; other apps open it with a file (the viewers). */
  inMenu?: false;
  /** Fetched when the app first opens (code splitting). Absent: the app is not built yet. */
  load?: () => Promise<{ default: ComponentType<AppProps> }>;
}
