import type { MainRole } from '@coffer/contract';
import { ADMIN_APPS } from './admin-apps';
import type { AppDefinition } from './app-definition';
import { EVERYONE_APPS } from './everyone-apps';

/** Every app of spec 1 §1 and T2, in the order the desktop and the app menu show them. */
export const APP_CATALOGUE: readonly AppDefinition[] = [...EVERYONE_APPS, ...ADMIN_APPS];

export function appByName(name: string): AppDefinition | undefined {
  return APP_CATALOGUE.find((app) => app.name === name);
}

/** The apps a main role sees: the app menu (less the apps only other apps open). */
export function appsForRole(
  role: MainRole,
  catalogue: readonly AppDefinition[] = APP_CATALOGUE,
): AppDefinition[] {
  return catalogue.filter((app) => app.roles.includes(role) && app.inMenu !== false);
}

/** The role's desktop icons. */
export function desktopAppsForRole(
  role: MainRole,
  catalogue: readonly AppDefinition[] = APP_CATALOGUE,
): AppDefinition[] {
  return appsForRole(role, catalogue).filter((app) => app.onDesktop);
}

/** Where the app's window opens (T2): its url, else its path. */
export function entryUrlOf(app: AppDefinition): string {
  return app.url ?? app.path;
}
