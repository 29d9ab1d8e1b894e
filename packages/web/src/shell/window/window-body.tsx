import { createElement, Suspense, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useWindowStore } from '../window-manager/window-store';
import { AppLoadBoundary } from './app-load-boundary';
import { DelayedLoading } from './delayed-loading';
import { forgetLazyApp, lazyApp } from './lazy-app';
import { UnavailableApp } from './unavailable-app';
import { WindowRouter } from './window-router';

/** The app's own routes, in this document, at the window's current history entry. */
export function WindowBody({ name, url }: { name: string; url: string }) {
  const app = useWindowStore((state) => state.apps[name]);
  const loading = useWindowStore((state) => state.windows[name]?.loading ?? false);
  const [attempt, setAttempt] = useState(0);

  if (!app?.load) return <UnavailableApp />;
  // lazyApp hands back the same component for an app on every render (cached by name), so building the
  // element here never remounts the app.
  const appElement = createElement(lazyApp({ ...app, load: app.load }), { windowName: name });
  const base = app.path.replace(/\/+$/, '');
  const retry = () => {
    forgetLazyApp(name);
    setAttempt((count) => count + 1);
  };

  return (
    <AppLoadBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<DelayedLoading />}>
        <WindowRouter name={name} url={url}>
          <Routes>
            <Route path={`${base}/*`} element={appElement} />
            <Route path="*" element={<Navigate to={base} replace />} />
          </Routes>
        </WindowRouter>
      </Suspense>
      {loading && <DelayedLoading />}
    </AppLoadBoundary>
  );
}
