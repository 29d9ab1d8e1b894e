import { CALLS } from '@coffer/contract';
import { call } from '../api/client';
import { clearSession } from '../session/session-store';
import { PATHS } from './guard-rules';
import { navigateTo } from './navigation';

/**
 * The user signs out: the daemon revokes the token, then the page leaves for the login page.
 * Leaving first keeps the guard from sending the user back with a `from` they did not ask for.
 */
export async function signOutByUser(): Promise<void> {
  await call(CALLS.logout, {}, { toast: false });
  await navigateTo(PATHS.login, { replace: true });
  clearSession();
}

/**
 * The daemon ended the session (SESS-05): forget it; the route guard then sends the user to the
 * login page with `from`, so signing in again returns them where they were.
 */
export function endSessionLocally(): void {
  clearSession();
}
