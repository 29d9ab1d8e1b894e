import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSessionStore } from '../session/session-store';
import { ConnectionBanner } from './connection-banner';
import { VersionWatch } from './version-watch';

// Only a signed-in page can open a dialog or lock, so the login page does not download them.
const SignedInLayers = lazy(async () => ({ default: (await import('./signed-in-shell')).SignedInLayers }));

export function RootLayout() {
  const signedIn = useSessionStore((state) => state.session !== null);
  return (
    <>
      <VersionWatch />
      <ConnectionBanner />
      <Outlet />
      {signedIn && (
        <Suspense fallback={null}>
          <SignedInLayers />
        </Suspense>
      )}
    </>
  );
}
