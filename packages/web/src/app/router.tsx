import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppPlaceholderPage } from '../pages/app-placeholder-page';
import { DesktopPage } from '../pages/desktop-page';
import { LoginEntryPage } from '../pages/login-entry-page';
import { LoginJumpPage } from '../pages/login-jump-page';
import { LoginPage } from '../pages/login/login-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PoolManageRoute } from '../pages/pool-manage-route';
import { PublicPlaceholderPage } from '../pages/public-placeholder-page';
import { UnauthorizedPage } from '../pages/unauthorized-page';
import { PATHS } from './guard-rules';
import { POOL_MANAGE_PATH } from './product-routes';
import { RequireSession } from './require-session';
import { RootLayout } from './root-layout';
import { PUBLIC_PLACEHOLDER_PATHS, SIGNED_IN_APP_PATHS } from './signed-in-paths';

/** SHELL-01: history mode under /home/, as the daemon serves the app. */
export const ROUTER_BASENAME = '/home';

const strip = (path: string) => path.slice(1);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: strip(PATHS.login), element: <LoginPage /> },
      { path: strip(PATHS.loginJump), element: <LoginJumpPage /> },
      { path: strip(PATHS.loginEntry), element: <LoginEntryPage /> },
      { path: strip(PATHS.unauthorized), element: <UnauthorizedPage /> },
      { path: strip(PATHS.notFound), element: <NotFoundPage /> },
      ...PUBLIC_PLACEHOLDER_PATHS.map((path) => ({ path, element: <PublicPlaceholderPage /> })),
      {
        element: <RequireSession />,
        children: [
          { index: true, element: <DesktopPage /> },
          { path: 'mobile/layout', element: <Navigate to="/mobile/aiAssistant" replace /> },
          { path: strip(POOL_MANAGE_PATH), element: <PoolManageRoute /> },
          ...SIGNED_IN_APP_PATHS.map((path) => ({ path: `${path}/*`, element: <AppPlaceholderPage /> })),
        ],
      },
      // SHELL-04: anything else, signed in or not.
      { path: '*', element: <Navigate to={PATHS.notFound} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: ROUTER_BASENAME });
}
