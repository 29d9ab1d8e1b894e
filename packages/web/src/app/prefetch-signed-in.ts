import { deviceKey } from '../api/credentials/device-key';
import { loadRouter } from './load-router';
import { loadSignedInShell } from './load-signed-in-shell';

let started = false;

/**
 * Fetches what signing in will need, once per page: the router's and the signed-in shell's chunks
 * and the device key.
 * Called when the visitor starts typing, so the sign-in waits for neither; never before the form is
 * interactive, so the form never waits for them.
 */
export function prefetchForSignIn(): void {
  if (started) return;
  started = true;
  // In a task of its own, so the keystroke that started it is handled first.
  setTimeout(() => {
    // A failed prefetch costs nothing: the way in asks for the same chunks again, and the sign-in
    // asks for the key again.
    void loadRouter().catch(() => undefined);
    void loadSignedInShell().catch(() => undefined);
    void deviceKey({ toast: false });
  }, 0);
}
