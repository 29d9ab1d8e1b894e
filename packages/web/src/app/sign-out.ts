import { call } from '../api/client';
import { authCallsLater } from '../api/later-calls';
import { clearSession } from '../session/session-store';

/**
 * The user signs out: the daemon revokes the token and the page forgets it. The route guard then
 * opens the login page without a `from`: the user chose to leave.
 */
export async function signOutByUser(): Promise<void> {
  const { logout } = await authCallsLater();
  await call(logout, {}, { toast: false });
  clearSession('user');
}

/**
 * The daemon ended the session (SESS-05): forget it; the route guard then sends the user to the
 * login page with `from`, so signing in again returns them where they were.
 */
export function endSessionLocally(): void {
  clearSession('forced');
}
