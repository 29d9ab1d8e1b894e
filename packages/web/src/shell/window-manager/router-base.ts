/** The page router's base without its trailing slash ('/home'), from the build's `base`. */
export function routerBase(): string {
  return import.meta.env.BASE_URL.replace(/\/$/, '');
}

/** A window route is under the router's base; a full address such as '/home/myAccount?navCurrent=5' (WIN-13) loses the base. */
export function routeOf(url: string): string {
  const base = routerBase();
  return base && url.startsWith(`${base}/`) ? url.slice(base.length) : url;
}
