import { useLocation, useParams } from 'react-router';

/** The app's own path inside a pathname, given what its `/*` route left over. */
export function appBaseOf(pathname: string, remainder: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  const rest = remainder.replace(/\/+$/, '');
  const base = rest && trimmed.endsWith(`/${rest}`) ? trimmed.slice(0, -rest.length - 1) : trimmed;
  return base || '/';
}

/**
 * Where the app is mounted ('/storageManage'), in its window or full-page. Links built on it are
 * absolute: a relative link below a `/*` route resolves against the whole current path, child
 * included, in react-router 7. Call it in the app's own routes, which add no `*` of their own.
 */
export function useAppBase(): string {
  const { pathname } = useLocation();
  const remainder = useParams()['*'] ?? '';
  return appBaseOf(pathname, remainder);
}
