import { appByName } from '../shell/app-catalogue/app-catalogue';
import { useWindowStore } from '../shell/window-manager/window-store';

export type ViewerKind = 'player' | 'codeViewer' | 'txtEditor';

/** The route a viewer opens a file at: `/<viewer>?path=<encoded virtual path>`. */
export function viewerUrl(kind: ViewerKind, path: string): string {
  return `/${kind}?path=${encodeURIComponent(path)}`;
}

/**
 * Opens a file in a viewer's window (APP-37). The window manager's `openApp(app, url)` opens the
 * app's window at that route, or brings its open window forward and moves it to the route (WIN-02).
 */
export function openViewer(kind: ViewerKind, path: string): void {
  const app = appByName(kind);
  if (app) useWindowStore.getState().openApp(app, viewerUrl(kind, path));
}
