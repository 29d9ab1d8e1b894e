import { appByName } from '../../shell/app-catalogue/app-catalogue';
import { openViewer as openInViewer, type ViewerKind } from '../../transfers/open-viewer';

export type { ViewerKind };

/** Opens a file in its viewer app (player, codeViewer, txtEditor); false when that app is not built. */
export function openViewer(kind: ViewerKind, path: string): boolean {
  if (!appByName(kind)?.load) return false;
  openInViewer(kind, path);
  return true;
}
