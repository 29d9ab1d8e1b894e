import type { AppDefinition } from '../app-catalogue/app-definition';

/** The apps whose title (in either language) or name contains the query, ignoring case. */
export function searchApps(apps: readonly AppDefinition[], query: string): AppDefinition[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...apps];
  return apps.filter((app) =>
    [app.name, app.title['zh-CN'], app.title.en].some((text) => text.toLowerCase().includes(needle)),
  );
}
