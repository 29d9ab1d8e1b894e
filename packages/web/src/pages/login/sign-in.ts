import type { CallFailure } from '../../api/client';
import { callWithCredentials } from '../../api/credentials/device-key';
import { preSessionCalls } from '../../api/pre-session-calls';
import { useSessionStore } from '../../session/session-store';
import { reportLogin } from './report-login';

/** Signs in with encrypted credentials and keeps the answer as the session; a failure comes back for the form. */
export async function signIn(
  username: string,
  password: string,
  keepLogin: boolean,
): Promise<CallFailure | null> {
  const result = await callWithCredentials(
    preSessionCalls.login,
    { username, password },
    (sealed) => ({ ...sealed, keep_login: keepLogin }),
    { toast: false },
  );
  if (!result.success) return result;
  useSessionStore.getState().signIn(result.data, keepLogin);
  void reportLogin();
  return null;
}

/** Creates the device's super administrator (first use); a failure comes back for the form. */
export async function createSuperAdmin(username: string, password: string): Promise<CallFailure | null> {
  const result = await callWithCredentials(
    preSessionCalls.setSuperAdminPasswd,
    { username, password },
    (sealed) => sealed,
    { toast: false },
  );
  return result.success ? null : result;
}
