import { deviceKey } from '../api/credentials/device-key';
import { loadSignedInShell } from './load-signed-in-shell';

let started = false;

/**
 * Fetches what signing in will need, once per page: the signed-in shell's chunk and the device key.
 * Called when the visitor starts typing, so the sign-in waits for neither; never before the form is
 * interactive, so the form never waits for them.
 */
export function prefetchForSignIn(): void {
  if (started) return;
  started = true;
  // A failed prefetch costs nothing: the router asks for the same chunk again on the way in, and
  // the sign-in asks for the key again.
  void loadSignedInShell().catch(() => undefined);
  void deviceKey({ toast: false });
}
