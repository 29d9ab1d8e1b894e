/**
 * GEN-06: a page built for another daemon version reloads to fetch the daemon's own build.
 * `reloadedFor` reads the daemon version this tab already reloaded for: if the reload brought the
 * same mismatch back (the daemon serves an older build), reloading again would loop forever. It is
 * read only on a mismatch: a page's first sessionStorage read costs it about 2 ms.
 */
export function shouldReloadForVersion(input: {
  serverVersion: string | null | undefined;
  appVersion: string;
  reloadedFor: () => string | null;
}): boolean {
  const { serverVersion, appVersion, reloadedFor } = input;
  if (!serverVersion) return false;
  if (serverVersion === appVersion) return false;
  return serverVersion !== reloadedFor();
}

const RELOADED_FOR_KEY = 'coffer.reloadedForVersion';

export function readReloadedFor(): string | null {
  try {
    return sessionStorage.getItem(RELOADED_FOR_KEY);
  } catch {
    return null;
  }
}

export function markReloadedFor(serverVersion: string): void {
  try {
    sessionStorage.setItem(RELOADED_FOR_KEY, serverVersion);
  } catch {
    // Without sessionStorage the loop guard is lost; the reload itself still happens.
  }
}
