/**
 * Calls the daemon's API from Node, as the page does: credentials encrypted with the device key
 * (RSA-OAEP, SHA-256 for the hash and MGF1, base64), each call carrying `key_id`.
 */
import { constants, publicEncrypt } from 'node:crypto';
import { CALLS, PRIVACY_PROTOCOL_VERSION, type Envelope, type LoginResult } from '@coffer/contract';

export const OWNER = { username: 'owner', password: 'Coffer-2026a' } as const;

export interface DeviceKey {
  key: string;
  key_id: string;
}

async function data<T>(response: Response, path: string): Promise<T> {
  const text = await response.text();
  let envelope: Envelope<T>;
  try {
    envelope = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${path}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`);
  }
  if (!envelope.success) throw new Error(`${path}: ${String(envelope.code)} ${envelope.message}`);
  return envelope.data;
}

/** POSTs a JSON body (the token, when given, in the body as the page sends it) and returns `data`. */
export async function post<T>(baseURL: string, path: string, body: object, token?: string): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(token === undefined ? body : { ...body, token }),
  });
  return data<T>(response, path);
}

export async function deviceKey(baseURL: string): Promise<DeviceKey> {
  return data<DeviceKey>(await fetch(`${baseURL}${CALLS.keyPub.path}`), CALLS.keyPub.path);
}

export function encrypt(publicKeyPem: string, text: string): string {
  return publicEncrypt(
    { key: publicKeyPem, oaepHash: 'sha256', padding: constants.RSA_PKCS1_OAEP_PADDING },
    Buffer.from(text, 'utf8'),
  ).toString('base64');
}

async function credentials(baseURL: string, username: string, password: string) {
  const { key, key_id } = await deviceKey(baseURL);
  return { username: encrypt(key, username), password: encrypt(key, password), key_id };
}

/** Creates the super administrator of a device that has none yet. */
export async function registerSuperAdmin(baseURL: string, user = OWNER): Promise<void> {
  await post(
    baseURL,
    CALLS.setSuperAdminPasswd.path,
    await credentials(baseURL, user.username, user.password),
  );
}

export async function signIn(
  baseURL: string,
  user: { username: string; password: string } = OWNER,
  keepLogin = false,
): Promise<LoginResult> {
  const body = { ...(await credentials(baseURL, user.username, user.password)), keep_login: keepLogin };
  return post<LoginResult>(baseURL, CALLS.login.path, body);
}

/** Registers the owner, signs in once and accepts the privacy agreement, so the page goes straight in. */
export async function prepareOwner(baseURL: string): Promise<void> {
  await registerSuperAdmin(baseURL);
  const { token } = await signIn(baseURL);
  await post(baseURL, CALLS.agreeProtocol.path, { version: PRIVACY_PROTOCOL_VERSION }, token);
}
