import { TOKEN_FIELD } from '@coffer/contract';
import { safeIpBlackExport, safeIpWhiteExport } from '@coffer/contract/calls/safe';
import { currentDeviceIdentity } from '../../api/device-identity';
import { encodeFormBody } from '../../api/form-body';
import { buildQuery, randomNonce, withQuery } from '../../api/request-params';
import { saveFileAnswer } from '../../api/save-file-answer';
import { getSession } from '../../session/session-store';
import type { ListKind } from './use-safe';

/**
 * Fetches a list as CSV (`IpWhiteExport` / `IpBlackExport`, answered as a blob, SEC-01) and hands it
 * to the browser as a download. A refusal comes as an envelope, whose message is returned.
 */
export async function exportList(kind: ListKind): Promise<{ error: string } | null> {
  const def = kind === 'block' ? safeIpBlackExport : safeIpWhiteExport;
  const service = def.service as string;
  const query = buildQuery(currentDeviceIdentity(), randomNonce());
  query.set('s', service);
  const session = getSession();
  const fields: Record<string, unknown> = { service };
  if (session?.token) fields[TOKEN_FIELD] = session.token;
  if (session?.nasid) fields.nasid = session.nasid;
  let response: Response;
  try {
    response = await fetch(withQuery(def.path, query), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: encodeFormBody(fields),
    });
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  return saveFileAnswer(response, `ip-${kind}-list.csv`);
}
