import { useMemo, type ContextType, type ReactNode } from 'react';
import {
  createPath,
  parsePath,
  Router,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  type Navigator,
  type To,
} from 'react-router';
import { routerBase } from '../window-manager/router-base';
import { useWindowStore } from '../window-manager/window-store';

function pathOf(to: To): string {
  return typeof to === 'string' ? to : createPath(to);
}

/** Navigation inside a window goes to the window manager, never to the page's address bar (WIN-09). */
function windowNavigator(name: string): Navigator {
  const store = () => useWindowStore.getState();
  return {
    // A link's href is the app's full-page route, so "open in new tab" still lands on it.
    createHref: (to) => routerBase() + pathOf(to),
    push: (to) => store().navigate(name, pathOf(to)),
    replace: (to) => store().navigate(name, pathOf(to), true),
    go: (delta) => {
      for (let step = 0; step < Math.abs(delta); step += 1) {
        if (delta < 0) store().back(name);
        else store().forward(name);
      }
    },
  };
}

const DETACHED_ROUTE = { outlet: null, matches: [], isDataRoute: false };

/**
 * A router whose location is the window's current history entry. The page's own (data) router
 * surrounds every window, and react-router refuses a router inside a router, so its contexts are
 * cleared first: the app then sees only its window's location, as it would full-page.
 */
export function WindowRouter({ name, url, children }: { name: string; url: string; children: ReactNode }) {
  const navigator = useMemo(() => windowNavigator(name), [name]);
  const location = useMemo(() => ({ ...parsePath(url), key: url }), [url]);
  return (
    <DataRouterContext.Provider value={null}>
      <DataRouterStateContext.Provider value={null}>
        <LocationContext.Provider value={null as unknown as ContextType<typeof LocationContext>}>
          <RouteContext.Provider value={DETACHED_ROUTE}>
            <Router location={location} navigator={navigator}>
              {children}
            </Router>
          </RouteContext.Provider>
        </LocationContext.Provider>
      </DataRouterStateContext.Provider>
    </DataRouterContext.Provider>
  );
}
