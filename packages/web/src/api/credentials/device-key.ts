import {
  Code,
  INTERNAL_ERROR,
  SUCCESS_CODE,
  specMessageOf,
  type CallDef,
  type PayloadOf,
  type ResponseOf,
} from '@coffer/contract';
import type * as authCalls from '@coffer/contract/calls/auth';
import { call, type CallOptions, type CallResult } from '../client';
import { preSessionCalls } from '../pre-session-calls';
import { currentLanguage } from '../../i18n/i18n';
import { encryptText } from './rsa-oaep';

export type DeviceKey = ResponseOf<typeof authCalls.keyPub>;

let cachedKey: DeviceKey | null = null;
/** The fetch under way, so a sign-in does not fetch the key a prefetch is already fetching. */
let pendingKey: Promise<CallResult<DeviceKey>> | null = null;

/** The device's public key (GET /key/pub), fetched once per page unless it went stale. */
export async function deviceKey(
  options: { refresh?: boolean; toast?: boolean } = {},
): Promise<CallResult<DeviceKey>> {
  if (cachedKey && !options.refresh)
    return { success: true, code: SUCCESS_CODE, message: '', data: cachedKey };
  if (pendingKey && !options.refresh) return pendingKey;
  const fetching = call(preSessionCalls.keyPub, { signme: '1' }, { toast: options.toast ?? true });
  pendingKey = fetching;
  const result = await fetching;
  if (pendingKey === fetching) pendingKey = null;
  if (result.success) cachedKey = result.data;
  return result;
}

export function forgetDeviceKey(): void {
  cachedKey = null;
  pendingKey = null;
}

export type Sealed<K extends string> = Record<K, string> & { key_id: string };

async function seal<K extends string>(key: DeviceKey, secrets: Record<K, string>): Promise<Sealed<K> | null> {
  const sealed = { key_id: key.key_id } as Sealed<K>;
  try {
    // Each secret is its own ciphertext: the daemon decrypts username and password separately.
    for (const name of Object.keys(secrets) as K[]) {
      (sealed as Record<string, string>)[name] = await encryptText(key.key, secrets[name]);
    }
  } catch (error) {
    console.error('Could not encrypt with the device key', error);
    return null;
  }
  return sealed;
}

function sealFailure(): CallResult<never> {
  return {
    success: false,
    code: INTERNAL_ERROR,
    message: specMessageOf(INTERNAL_ERROR, currentLanguage()),
    data: null,
  };
}

/**
 * Makes a call that carries encrypted credentials and their key_id. When the daemon says the key
 * is stale (it rotated its key), fetches the new key once and tries again.
 */
export async function callWithCredentials<C extends CallDef, K extends string>(
  def: C,
  secrets: Record<K, string>,
  build: (sealed: Sealed<K>) => PayloadOf<C>,
  options: CallOptions = {},
): Promise<CallResult<ResponseOf<C>>> {
  const keyResult = await deviceKey({ toast: options.toast ?? true });
  if (!keyResult.success) return keyResult;
  const sealed = await seal(keyResult.data, secrets);
  if (!sealed) return sealFailure();
  const first = await call(def, build(sealed), {
    ...options,
    quietCodes: [...(options.quietCodes ?? []), Code.staleKey],
  });
  if (first.success || String(first.code) !== Code.staleKey) return first;

  const fresh = await deviceKey({ refresh: true, toast: options.toast ?? true });
  if (!fresh.success) return fresh;
  const resealed = await seal(fresh.data, secrets);
  if (!resealed) return sealFailure();
  return call(def, build(resealed), options);
}
