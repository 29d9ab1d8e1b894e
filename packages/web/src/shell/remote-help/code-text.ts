import { SECOND, type RemoteHelpStatus } from '@coffer/contract';
import type { TFunction } from '../../i18n/i18n';
import { formatDateTime } from '../format/relative-time';

/** RHELP-06: the text copied for customer service: the code, the device, when opened and until when. */
export function remoteHelpCodeText(status: RemoteHelpStatus, t: TFunction): string {
  return [
    t('remoteHelp.codeText.code', { pwd: status.pwd }),
    t('remoteHelp.codeText.nasid', { nasid: status.nasid }),
    t('remoteHelp.codeText.ctime', { time: formatDateTime(status.ctime * SECOND) }),
    t('remoteHelp.codeText.expire', { time: formatDateTime(status.expire_at * SECOND) }),
  ].join('\n');
}
