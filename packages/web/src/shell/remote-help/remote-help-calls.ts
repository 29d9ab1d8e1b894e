import { useQuery } from '@tanstack/react-query';
import { REMOTE_HELP, type RemoteHelpStatus } from '@coffer/contract';
import {
  remoteHelpCheckSms,
  remoteHelpClose,
  remoteHelpCopyLog,
  remoteHelpOpen,
  remoteHelpSendSms,
  remoteHelpSign,
  remoteHelpStatus,
} from '@coffer/contract/calls/remote-help';
import { call, unwrap, type CallResult } from '../../api/client';
import { callWithCredentials } from '../../api/credentials/device-key';
import { getSession } from '../../session/session-store';

/** Every failure of these calls is shown by the dialog itself, where it happened. */
const QUIET = { toast: false } as const;

export const REMOTE_HELP_KEY = ['remoteHelp', 'state'] as const;

export type SwitchTarget = RemoteHelpStatus['switch'];

/** getRhelpStatus, read each time the dialog opens. */
export function useRemoteHelpStatus() {
  return useQuery({
    queryKey: REMOTE_HELP_KEY,
    queryFn: async ({ signal }) => unwrap(await call(remoteHelpStatus, {}, { ...QUIET, signal })),
    staleTime: 0,
  });
}

/** getSign: whose registered phone the code goes to. */
export function fetchSign() {
  return call(remoteHelpSign, {}, QUIET);
}

const nasid = () => getSession()?.nasid ?? '';

/** rhelpSMS2, by SMS or (`voice`) by a phone call; the username travels sealed with the device key. */
export function sendCode(username: string, by?: 'voice'): Promise<CallResult<{ phone: string }>> {
  return callWithCredentials(
    remoteHelpSendSms,
    { username },
    (sealed) => ({ ...sealed, nasid: nasid(), type: REMOTE_HELP.smsType, ...(by ? { by } : {}) }),
    QUIET,
  );
}

/** getSecond: the provider checks the code and answers the `second` that opens or closes. */
export function checkCode(username: string, smsCode: string): Promise<CallResult<{ second: string }>> {
  return callWithCredentials(
    remoteHelpCheckSms,
    { username },
    (sealed) => ({ ...sealed, nasid: nasid(), sms_code: smsCode }),
    QUIET,
  );
}

/** openRhelp / closeRhelp, right after the administrator password check. */
export function switchTo(target: SwitchTarget, second: string): Promise<CallResult<RemoteHelpStatus>> {
  return call(target === 'open' ? remoteHelpOpen : remoteHelpClose, { second }, QUIET);
}

/** sendCopyRhelpLog: the device's log notes that the code was copied (never the code). */
export function logCopy(): void {
  void call(remoteHelpCopyLog, { params: 'code' }, QUIET);
}
