import { CALLS, TOKEN_FIELD } from '@coffer/contract';
import { currentDeviceIdentity } from '../../../api/device-identity';
import { buildQuery, randomNonce, withQuery } from '../../../api/request-params';
import { getSession } from '../../../session/session-store';

/**
 * Fetches an unlocked encrypted pool's key file (`GET /zspool/pwdfile/download?id=`, after the
 * StorageKey check) and hands it to the browser as a download. The daemon answers the file as an
 * octet stream, or a refusal as an envelope, whose message is returned.
 */
export async function downloadKeyFile(
  poolId: string,
  fallbackName: string,
): Promise<{ error: string } | null> {
  const url = withQuery(
    CALLS.keyFileDownload.path,
    buildQuery(currentDeviceIdentity(), randomNonce(), { id: poolId }),
  );
  const token = getSession()?.token ?? '';
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      headers: token ? { [TOKEN_FIELD]: token } : {},
    });
  } catch {
    return { error: String(CALLS.keyFileDownload.path) };
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const body = (await response.json().catch(() => null)) as { message?: string; code?: unknown } | null;
    return { error: body?.message || String(body?.code ?? response.status) };
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return null;
}

function fileNameOf(disposition: string | null): string | null {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
