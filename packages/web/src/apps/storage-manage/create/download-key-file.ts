import { CALLS, TOKEN_FIELD } from '@coffer/contract';
import { currentDeviceIdentity } from '../../../api/device-identity';
import { buildQuery, randomNonce, withQuery } from '../../../api/request-params';
import { currentLanguage } from '../../../i18n/i18n';
import { saveFileAnswer } from '../../../api/save-file-answer';
import { getSession } from '../../../session/session-store';

export type KeyFileDownload = { saved: true } | { saved: false; message: string };

/**
 * STOR-ENC-04: `GET /zspool/pwdfile/download?id=` (authenticated by the session cookie, after the
 * StorageKey password check) saved as a file. A refusal comes as an envelope, whose message is
 * returned instead; `unreachable` words a failed request.
 */
export async function downloadKeyFile(poolId: string, unreachable: string): Promise<KeyFileDownload> {
  const def = CALLS.keyFileDownload;
  const url = withQuery(def.path, buildQuery(currentDeviceIdentity(), randomNonce(), { id: poolId }));
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = getSession()?.token;
  if (token) headers[TOKEN_FIELD] = token;
  let response: Response;
  try {
    response = await fetch(url, { headers, credentials: 'same-origin' });
  } catch {
    return { saved: false, message: unreachable };
  }
  const refused = await saveFileAnswer(response, `${poolId}.key`);
  return refused ? { saved: false, message: refused.message ?? unreachable } : { saved: true };
}
