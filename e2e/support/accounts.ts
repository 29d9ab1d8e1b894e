import { CALLS, PRIVACY_PROTOCOL_VERSION } from '@coffer/contract';
import { addUser } from './admin-cli.js';
import { post, signIn } from './api.js';

/** A new account that has accepted the privacy agreement, so the page goes straight in. */
export async function addAgreedUser(
  baseURL: string,
  dataDir: string,
  user: { username: string; password: string },
  role: 2 | 3,
): Promise<void> {
  await addUser(dataDir, user, role);
  const { token } = await signIn(baseURL, user);
  await post(baseURL, CALLS.agreeProtocol.path, { version: PRIVACY_PROTOCOL_VERSION }, token);
}
