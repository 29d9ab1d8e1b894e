import { Navigate, useLocation } from 'react-router';
import { useVersions } from '../api/system-queries';
import { poolManageRedirect } from '../app/product-routes';
import { appByName } from '../shell/app-catalogue/app-catalogue';
import { FullPageApp } from '../shell/route-catalogue/full-page-app';

/** The poolManage route: redirected on a t2 device (SHELL-07), the settings app otherwise. */
export function PoolManageRoute() {
  const versions = useVersions();
  const { search } = useLocation();
  const target = poolManageRedirect(versions.data?.model);
  if (target) return <Navigate to={`${target}${search}`} replace />;
  return <FullPageApp app={appByName('setting')} />;
}
