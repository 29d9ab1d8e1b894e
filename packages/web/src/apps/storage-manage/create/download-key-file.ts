import { CALLS, TOKEN_FIELD } from '@coffer/contract';
import { currentDeviceIdentity } from '../../../api/device-identity';
import { isRecord } from '../../../api/is-record';
import { buildQuery, randomNonce, withQuery } from '../../../api/request-params';
import { currentLanguage } from '../../../i18n/i18n';
import { getSession } from '../../../session/session-store';

export type KeyFileDownload = { saved: true } | { saved: false; message: string };

/** `attachment; filename="pool-1.key"` → pool-1.key */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

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
  if (response.headers.get('content-type')?.includes('application/json')) {
    const body: unknown = await response.json().catch(() => null);
    const message = isRecord(body) && typeof body.message === 'string' ? body.message : unreachable;
    return { saved: false, message };
  }
  if (!response.ok) return { saved: false, message: unreachable };
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = attachmentName(response.headers.get('content-disposition'), `${poolId}.key`);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
  return { saved: true };
}
