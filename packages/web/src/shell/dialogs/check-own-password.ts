import { type ResponseOf } from '@coffer/contract';
import * as authCalls from '@coffer/contract/calls/auth';
import type { CallResult } from '../../api/client';
import { callWithCredentials } from '../../api/credentials/device-key';

/**
 * `CheckUserPasswd` for the signed-in user: the password is sealed with the device key, like the
 * sign-in form does. The caller shows the failure itself.
 */
export function checkOwnPassword(
  eventName: string,
  password: string,
): Promise<CallResult<ResponseOf<typeof authCalls.checkUserPasswd>>> {
  return callWithCredentials(
    authCalls.checkUserPasswd,
    { passwd: password },
    (sealed) => ({ ...sealed, eventName }),
    { toast: false },
  );
}
