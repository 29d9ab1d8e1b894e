import { TOKEN_FIELD, type CallDef } from '@coffer/contract';
import { currentDeviceIdentity } from '../../api/device-identity';
import { buildQuery, randomNonce, withQuery } from '../../api/request-params';
import { saveFileAnswer } from '../../api/save-file-answer';
import { currentLanguage } from '../../i18n/i18n';
import { getSession } from '../../session/session-store';

/**
 * A permit CSV export (a GET the session cookie admits) saved as a file. A refusal comes as an
 * envelope, whose message is answered instead; `unreachable` words a failed request.
 */
export async function downloadCsv(
  def: CallDef,
  params: Record<string, string | number>,
  fallbackName: string,
  unreachable: string,
): Promise<string | null> {
  const values = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const url = withQuery(def.path, buildQuery(currentDeviceIdentity(), randomNonce(), values));
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = getSession()?.token;
  if (token) headers[TOKEN_FIELD] = token;
  let response: Response;
  try {
    response = await fetch(url, { headers, credentials: 'same-origin' });
  } catch {
    return unreachable;
  }
  const refused = await saveFileAnswer(response, fallbackName);
  return refused ? (refused.message ?? refused.error) : null;
}
