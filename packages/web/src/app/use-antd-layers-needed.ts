import { useEffect, useState } from 'react';
import { onFailureReactionWaiting } from '../api/failure-reactions';
import { useSessionStore } from '../session/session-store';

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

/** What RootLayout gives the pages under it: the session guard calls it once its page has drawn. */
export type SignedInPageDrawn = (token: string) => void;

/**
 * The antd layers load once a signed-in page has drawn and the browser is idle, so the desktop's
 * first render does not share the main thread with them; at once when a failed call needs its toast
 * or notice. A new session waits for its own page.
 */
export function useAntdLayersNeeded(): { needed: boolean; pageDrawn: SignedInPageDrawn } {
  const token = useSessionStore((state) => state.session?.token);
  const [reactionWaiting, setReactionWaiting] = useState(false);
  // The session whose page has drawn, then the one whose page has drawn and gone idle.
  const [drawnToken, setDrawnToken] = useState<string>();
  const [idleToken, setIdleToken] = useState<string>();
  useEffect(() => onFailureReactionWaiting(() => setReactionWaiting(true)), []);
  useEffect(() => (drawnToken ? whenIdle(() => setIdleToken(drawnToken)) : undefined), [drawnToken]);
  return {
    needed: reactionWaiting || (token !== undefined && idleToken === token),
    pageDrawn: setDrawnToken,
  };
}
