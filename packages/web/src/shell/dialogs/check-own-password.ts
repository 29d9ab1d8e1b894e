import { CALLS, type ResponseOf } from '@coffer/contract';
import type { CallResult } from '../../api/client';
import { callWithCredentials } from '../../api/credentials/device-key';

/**
 * `CheckUserPasswd` for the signed-in user: the password is sealed with the device key, like the
 * sign-in form does. The caller shows the failure itself.
 */
export function checkOwnPassword(
  eventName: string,
  password: string,
): Promise<CallResult<ResponseOf<typeof CALLS.checkUserPasswd>>> {
  return callWithCredentials(
    CALLS.checkUserPasswd,
    { passwd: password },
    (sealed) => ({ ...sealed, eventName }),
    { toast: false },
  );
}
