import type { AppDefinition } from '../app-catalogue/app-definition';
import { useWindowStore } from '../window-manager/window-store';

/** Opens the app's window at its T2 url (WIN-13), or brings an open one forward where it is (WIN-02). */
export function openAppWindow(app: AppDefinition): void {
  useWindowStore.getState().openApp(app);
}
