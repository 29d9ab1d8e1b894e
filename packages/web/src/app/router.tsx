import {
  createBrowserRouter,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { catalogueRoutes } from '../shell/route-catalogue/catalogue-routes';
import { PATHS } from './guard-rules';
import { loadSignedInShell } from './load-signed-in-shell';
import { LoginRoute } from './login-route';
import { POOL_MANAGE_PATH } from './product-routes';
import { RootLayout } from './root-layout';
import { ROUTER_BASENAME } from './router-basename';
import { PUBLIC_PLACEHOLDER_PATHS } from './public-placeholder-paths';

const strip = (path: string) => path.slice(1);

const SIGNED_IN_ROUTE_ID = 'signed-in';

const signInPages = () => import('./sign-in-pages');
const statusPages = () => import('./status-pages');

/** Until the first page's chunk has arrived the page stays blank, as it does while the entry loads. */
function BeforeFirstPage() {
  return null;
}

/**
 * The entry holds what every page shares and the login page, which a visit that opens at it draws
 * without this router (app/sign-in-start.tsx). The router, the other sign-in pages, the full-page
 * notices and the signed-in shell are a chunk each (each app is one more, see the app catalogue), so
 * the login page does not download the desktop.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: BeforeFirstPage,
    children: [
      // A visit that opens here is drawn without the router (app/sign-in-start.tsx); this is the
      // way back after a sign-out, or when the session guard sends a visitor here.
      { path: strip(PATHS.login), Component: LoginRoute },
      {
        path: strip(PATHS.loginJump),
        lazy: async () => ({ Component: (await signInPages()).LoginJumpPage }),
      },
      {
        path: strip(PATHS.loginEntry),
        lazy: async () => ({ Component: (await signInPages()).LoginEntryPage }),
      },
      {
        path: strip(PATHS.unauthorized),
        lazy: async () => ({ Component: (await statusPages()).UnauthorizedPage }),
      },
      { path: strip(PATHS.notFound), lazy: async () => ({ Component: (await statusPages()).NotFoundPage }) },
      // SHELL-05: the public page of a share link, its own small chunk.
      {
        path: 'share/:id',
        lazy: async () => ({ Component: (await import('../pages/share/share-page')).SharePage }),
      },
      ...PUBLIC_PLACEHOLDER_PATHS.map((path) => ({
        path,
        lazy: async () => ({ Component: (await statusPages()).PublicPlaceholderPage }),
      })),
      {
        id: SIGNED_IN_ROUTE_ID,
        lazy: async () => ({ Component: (await loadSignedInShell()).RequireSession }),
        // T1, every app route with its children, joins these on the first navigation that needs
        // it (catalogueDiscovery).
        children: [
          { index: true, lazy: async () => ({ Component: (await loadSignedInShell()).DesktopPage }) },
          {
            path: strip(POOL_MANAGE_PATH),
            lazy: async () => ({ Component: (await loadSignedInShell()).PoolManageRoute }),
          },
        ],
      },
      // SHELL-04: anything else, signed in or not.
      { path: '*', element: <Navigate to={PATHS.notFound} replace /> },
    ],
  },
];

/**
 * Adds T1 to the signed-in routes when a navigation first needs it: a path none of the routes
 * above matches but the catch-all (SHELL-04, SHELL-16: an unknown child of a T1 route is a 404 as
 * well). Creating the router with its hundred routes cost the sign-in page's first paint about 15 ms.
 * One per router: each adds the routes once.
 */
export function catalogueDiscovery(): PatchRoutesOnNavigationFunction {
  let added = false;
  return ({ patch }) => {
    if (added) return;
    added = true;
    patch(SIGNED_IN_ROUTE_ID, catalogueRoutes());
  };
}

export function createAppRouter() {
  return createBrowserRouter(routes, {
    basename: ROUTER_BASENAME,
    patchRoutesOnNavigation: catalogueDiscovery(),
  });
}
