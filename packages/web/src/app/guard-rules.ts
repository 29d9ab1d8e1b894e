import { TIMERS } from '@coffer/contract';

/** Paths of the router (inside the /home basename). */
export const PATHS = {
  desktop: '/',
  login: '/login',
  loginJump: '/login/jump',
  loginEntry: '/login/entry',
  unauthorized: '/401',
  notFound: '/404',
} as const;

/** SHELL-05: the routes reachable without a session. */
const PUBLIC_EXACT = new Set([
  PATHS.unauthorized,
  PATHS.notFound,
  PATHS.login,
  PATHS.loginJump,
  PATHS.loginEntry,
  '/tray',
  '/mobile/editor',
  '/nbw_lyric',
  '/find',
]);
const PUBLIC_PREFIXES = ['/share/'];

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export function isPublicPath(pathname: string): boolean {
  return (
    PUBLIC_EXACT.has(withoutTrailingSlash(pathname)) ||
    PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix))
  );
}

/** The login page and its helper routes (/login/jump, /login/entry). */
export function isLoginPath(pathname: string): boolean {
  return pathname === PATHS.login || pathname.startsWith(`${PATHS.login}/`);
}

/**
 * SHELL-08: without keep-login, a session lives only while a page keeps the activity stamp fresh.
 * A missing stamp counts as stale: nothing has shown the user active.
 */
export function isInactiveSession(input: {
  keepLogin: boolean;
  stamp: number | null;
  now: number;
  expiryMs?: number;
}): boolean {
  if (input.keepLogin) return false;
  if (input.stamp === null) return true;
  return input.now - input.stamp > (input.expiryMs ?? TIMERS.activityStampExpiry);
}

/** SHELL-06: where a signed-out visitor of a private path is sent, carrying where they wanted to go. */
export function loginRedirectFor(pathname: string, search: string): string {
  if (isLoginPath(pathname)) return PATHS.login;
  return `${PATHS.login}?from=${encodeURIComponent(pathname + search)}`;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Where to go after signing in: `from` only when it is a path of this app, never another origin
 * (`//host`, `/\host`, `scheme:`) and never back to the login page.
 */
export function sanitiseFrom(from: string | null | undefined): string {
  if (!from) return PATHS.desktop;
  if (!from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return PATHS.desktop;
  // Control characters and backslashes let browsers reinterpret the path as another origin.
  if (from.includes('\\') || hasControlCharacter(from)) return PATHS.desktop;
  let parsed: URL;
  try {
    parsed = new URL(from, 'http://coffer.invalid');
  } catch {
    return PATHS.desktop;
  }
  if (parsed.origin !== 'http://coffer.invalid') return PATHS.desktop;
  if (isLoginPath(parsed.pathname)) return PATHS.desktop;
  return parsed.pathname + parsed.search + parsed.hash;
}
