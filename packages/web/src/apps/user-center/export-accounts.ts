import { accountExport } from '@coffer/contract/calls/accounts';
import { currentDeviceIdentity } from '../../api/device-identity';
import { buildQuery, randomNonce, withQuery } from '../../api/request-params';
import { saveFileAnswer } from '../../api/save-file-answer';

/**
 * Downloads every account as CSV: a GET the session cookie authenticates (the token never goes
 * into the address), saved under the daemon's name. A refusal is an envelope, whose message is
 * answered and nothing is saved.
 */
export async function exportAccounts(): Promise<{ error: string } | null> {
  const url = withQuery(accountExport.path, buildQuery(currentDeviceIdentity(), randomNonce()));
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  return saveFileAnswer(response, 'accounts.csv');
}
