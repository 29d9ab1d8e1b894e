import * as authCalls from '@coffer/contract/calls/auth';
import type { CallFailure } from '../../api/client';
import { callWithCredentials } from '../../api/credentials/device-key';
import { useSessionStore } from '../../session/session-store';

/** Signs in with encrypted credentials and keeps the answer as the session; a failure comes back for the form. */
export async function signIn(
  username: string,
  password: string,
  keepLogin: boolean,
): Promise<CallFailure | null> {
  const result = await callWithCredentials(
    authCalls.login,
    { username, password },
    (sealed) => ({ ...sealed, keep_login: keepLogin }),
    { toast: false },
  );
  if (!result.success) return result;
  useSessionStore.getState().signIn(result.data, keepLogin);
  return null;
}
