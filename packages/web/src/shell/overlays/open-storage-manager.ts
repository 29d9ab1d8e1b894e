import { appByName } from '../app-catalogue/app-catalogue';
import { openAppWindow } from '../desktop/open-app';
import { useWindowStore } from '../window-manager/window-store';

/**
 * Opens the storage manager's window on its overview, where pools are created and repaired, or at
 * one of its pages (`/storageManage/diskPage`).
 */
export function openStorageManager(path?: string): void {
  const app = appByName('storageManage');
  if (!app) return;
  if (path === undefined) openAppWindow(app);
  else useWindowStore.getState().openApp(app, path);
}
