import { disableOwnAccount } from '@coffer/contract/calls/action-log';
import { call } from '../../api/client';

/**
 * PUSH-07 / ACCT-10: the signed-in user locks their own account (`/account/self/disable`). Every
 * session of it ends at once, this page's too: the push channel brings the sign-out code and the
 * normal sign-out flow says why. An administrator enables the account again.
 */
export async function disableAccount(): Promise<boolean> {
  return (await call(disableOwnAccount, {})).success;
}
