import { SUCCESS_CODE } from '@coffer/contract';
import { call, type CallOptions, type CallResult } from '../../api/client';
import { kvCallsLater } from '../../api/later-calls';
import type { KvEntry } from './kv-entry';

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The value stored under the entry's key: null when there is none or it does not read as the entry's type. */
export async function loadKv<T>(entry: KvEntry<T>, options: CallOptions = {}): Promise<CallResult<T | null>> {
  const { kvLoad } = await kvCallsLater();
  const result = await call(kvLoad, { k: entry.key }, options);
  if (!result.success) return result;
  const text = result.data.value;
  return {
    success: true,
    code: SUCCESS_CODE,
    message: result.message,
    data: text === null ? null : entry.parse(readJson(text)),
  };
}

/** Stores the value as JSON text, replacing any earlier one. */
export async function saveKv<T>(
  entry: KvEntry<T>,
  value: T,
  options: CallOptions = {},
): Promise<CallResult<null>> {
  const { kvCreate } = await kvCallsLater();
  return call(kvCreate, { k: entry.key, v: JSON.stringify(value) }, options);
}

export async function deleteKv<T>(entry: KvEntry<T>, options: CallOptions = {}): Promise<CallResult<null>> {
  const { kvDelete } = await kvCallsLater();
  return call(kvDelete, { k: entry.key }, options);
}
