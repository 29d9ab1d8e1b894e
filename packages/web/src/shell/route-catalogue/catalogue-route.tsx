import { appServiceOfApp } from '@coffer/contract';
import { Navigate, useLocation, useParams } from 'react-router';
import { mainRoleOf, useSessionStore } from '../../session/session-store';
import { appByName } from '../app-catalogue/app-catalogue';
import { useAppPermits } from '../app-catalogue/use-app-permits';
import { FullPageApp } from './full-page-app';
import { resolveChild } from './resolve-route';
import type { RouteEntry } from './route-table';

const NOT_FOUND = '/404';
const UNAUTHORIZED = '/401';

/**
 * A T1 route opened full-page: its app with no window, a redirect, 404 for an unknown child, or
 * 401 for an app the signed-in role does not see on its desktop or the user's permits deny.
 */
export function CatalogueRoute({ entry }: { entry: RouteEntry }) {
  const remainder = useParams()['*'] ?? '';
  const { search } = useLocation();
  const session = useSessionStore((state) => state.session);
  const permits = useAppPermits();
  const resolution = resolveChild(entry, remainder);
  if (resolution.kind === 'notFound') return <Navigate to={NOT_FOUND} replace />;
  if (resolution.kind === 'redirect') return <Navigate to={`${resolution.to}${search}`} replace />;
  const app = entry.app ? appByName(entry.app) : undefined;
  if (app && session && !app.roles.includes(mainRoleOf(session))) {
    return <Navigate to={UNAUTHORIZED} replace />;
  }
  // An app the user's service permits deny is refused like one of another role (issue 16 §3).
  if (app && session && appServiceOfApp(app.name)) {
    if (!permits.ready) return null;
    if (permits.denied.has(app.name)) return <Navigate to={UNAUTHORIZED} replace />;
  }
  return <FullPageApp app={app} />;
}
