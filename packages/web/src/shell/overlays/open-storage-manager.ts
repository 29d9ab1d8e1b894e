import { appByName } from '../app-catalogue/app-catalogue';
import { openAppWindow } from '../desktop/open-app';

/** Opens the storage manager's window on its overview, where pools are created and repaired. */
export function openStorageManager(): void {
  const app = appByName('storageManage');
  if (app) openAppWindow(app);
}
