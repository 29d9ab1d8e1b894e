import { appByName } from '../../shell/app-catalogue/app-catalogue';
import { useWindowStore } from '../../shell/window-manager/window-store';

/** The share manager's create-link dialog for one entry (its `create` query). */
export function shareUrlOf(path: string): string {
  return `/fastShareCenter/shareContent/file?create=${encodeURIComponent(path)}`;
}

/** Opens (or brings forward and points) the share manager at the create-link dialog. */
export function openShare(path: string): boolean {
  const app = appByName('shareManage');
  if (!app) return false;
  useWindowStore.getState().openApp(app, shareUrlOf(path));
  return true;
}
