import { isInactiveSession } from '../app/guard-rules';
import { readActivityStamp } from './activity-stamp';
import { clearSession, getSession } from './session-store';

/** SHELL-08: forgets a session without keep-login when no page has kept the stamp fresh. */
export function applyInactivityRule(now: number = Date.now()): void {
  const session = getSession();
  if (!session) return;
  if (isInactiveSession({ keepLogin: session.keepLogin, stamp: readActivityStamp(), now })) clearSession();
}
