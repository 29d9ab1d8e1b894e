import { TOKEN_FIELD } from '@coffer/contract';
import { safeIpBlackExport, safeIpWhiteExport } from '@coffer/contract/calls/safe';
import { currentDeviceIdentity } from '../../api/device-identity';
import { encodeFormBody } from '../../api/form-body';
import { buildQuery, randomNonce, withQuery } from '../../api/request-params';
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
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const body = (await response.json().catch(() => null)) as { message?: string; code?: unknown } | null;
    return { error: body?.message || String(body?.code ?? response.status) };
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? `ip-${kind}-list.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return null;
}

function fileNameOf(disposition: string | null): string | null {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? null;
}
