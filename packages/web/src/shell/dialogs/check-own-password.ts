import { type ResponseOf } from '@coffer/contract';
import type * as authCalls from '@coffer/contract/calls/auth';
import type { CallResult } from '../../api/client';
import { callWithCredentials } from '../../api/credentials/device-key';
import { authCallsLater } from '../../api/later-calls';

/**
 * `CheckUserPasswd` for the signed-in user: the password is sealed with the device key, like the
 * sign-in form does. The caller shows the failure itself.
 */
export async function checkOwnPassword(
  eventName: string,
  password: string,
): Promise<CallResult<ResponseOf<typeof authCalls.checkUserPasswd>>> {
  const { checkUserPasswd } = await authCallsLater();
  return callWithCredentials(checkUserPasswd, { passwd: password }, (sealed) => ({ ...sealed, eventName }), {
    toast: false,
  });
}
