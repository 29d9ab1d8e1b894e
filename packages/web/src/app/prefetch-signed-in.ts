/**
 * Fetches the signed-in shell's chunk while the visitor is typing, so signing in does not wait for
 * it. Started only once the login form is interactive: the form never waits for it.
 */
export function prefetchSignedInShell(): () => void {
  // A failed prefetch costs nothing: the router asks for the same chunk again on the way in.
  const load = () => void import('./signed-in-shell').catch(() => undefined);
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(load, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(load, 200);
  return () => clearTimeout(timer);
}
