import { APP_SERVICES, type AppServiceName } from '@coffer/contract';
import type { AppDefinition } from './app-definition';

/** The daemon's answer on each app service for the signed-in user (`/v2/tob/service/my_permit`). */
export interface ServiceAnswer {
  service: AppServiceName;
  permission: 0 | 1;
}

/** The desktop apps of every service the user is denied: not offered on the desktop, menu or URL. */
export function deniedAppsOf(answers: readonly ServiceAnswer[]): ReadonlySet<string> {
  const denied = new Set<string>();
  for (const answer of answers) {
    if (answer.permission === 0) for (const app of APP_SERVICES[answer.service].apps) denied.add(app);
  }
  return denied;
}

/** The apps left once the denied ones are taken out. */
export function withoutDenied(apps: readonly AppDefinition[], denied: ReadonlySet<string>): AppDefinition[] {
  return denied.size === 0 ? [...apps] : apps.filter((app) => !denied.has(app.name));
}
