import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { onFailureReactionWaiting } from '../api/failure-reactions';
import { useSessionStore } from '../session/session-store';
import { ConnectionBanner } from './connection-banner';
import { VersionWatch } from './version-watch';

const AntdLayers = lazy(async () => ({ default: (await import('./antd-layers')).AntdLayers }));

/** How long a signed-in page may stay busy before the antd layers load anyway. */
const LAYERS_IDLE_TIMEOUT_MS = 300;

/** Runs `then` once the browser is idle after the page has painted; returns the cancel. */
function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(then, { timeout: LAYERS_IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(then, 0);
  return () => clearTimeout(timer);
}

/**
 * The antd layers load after a signed-in page's first paint, so the desktop does not wait for them;
 * at once when a failed call needs its toast or notice.
 */
function useAntdLayersNeeded(): boolean {
  const token = useSessionStore((state) => state.session?.token);
  const [reactionWaiting, setReactionWaiting] = useState(false);
  // The session whose page has painted and gone idle.
  const [idleToken, setIdleToken] = useState<string>();
  useEffect(() => onFailureReactionWaiting(() => setReactionWaiting(true)), []);
  useEffect(() => (token ? whenIdle(() => setIdleToken(token)) : undefined), [token]);
  return reactionWaiting || (token !== undefined && idleToken === token);
}

export function RootLayout() {
  const antdNeeded = useAntdLayersNeeded();
  return (
    <>
      <VersionWatch />
      <ConnectionBanner />
      <Outlet />
      {antdNeeded && (
        <Suspense fallback={null}>
          <AntdLayers />
        </Suspense>
      )}
    </>
  );
}
