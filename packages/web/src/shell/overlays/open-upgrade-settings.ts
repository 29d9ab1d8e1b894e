import { appByName } from '../app-catalogue/app-catalogue';
import { useWindowStore } from '../window-manager/window-store';

/** The about page's system upgrade section (SHELL-12: `/setting/about?nav=update`). */
export const UPGRADE_SETTINGS_PATH = '/setting/about?nav=update';

/** Opens the settings window at its system upgrade section, where the master chooses an archive. */
export function openUpgradeSettings(): void {
  const app = appByName('setting');
  if (app) useWindowStore.getState().openApp(app, UPGRADE_SETTINGS_PATH);
}
