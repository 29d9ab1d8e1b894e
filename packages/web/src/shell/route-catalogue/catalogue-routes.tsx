import { Navigate, type RouteObject } from 'react-router';
import { ROUTE_REDIRECTS, ROUTE_TABLE } from './route-table';

/** The signed-in routes of T1 for the router: redirects first, then every entry with its children. */
export function catalogueRoutes(): RouteObject[] {
  return [
    ...Object.entries(ROUTE_REDIRECTS).map(([path, to]) => ({
      path,
      element: <Navigate to={to} replace />,
    })),
    ...ROUTE_TABLE.map((entry) => ({
      path: `${entry.path}/*`,
      // The full-page frame and its app load with the route, not with the entry.
      lazy: async () => {
        const { CatalogueRoute } = await import('./catalogue-route');
        return { element: <CatalogueRoute entry={entry} /> };
      },
    })),
  ];
}
