import { useCallback, useEffect } from 'react';
import type { CallResult } from '../../api/client';
import { useSessionStore } from '../../session/session-store';
import { ensureKvLoaded, kvCacheId, storeKvValue, useKvCacheItem } from './kv-cache';
import { deleteKv, saveKv } from './kv-client';
import type { KvEntry } from './kv-entry';

export interface KvState<T> {
  /** null while loading, when nothing is stored, or when the load failed. */
  value: T | null;
  loading: boolean;
  /** The load failed (the value is then null); the caller decides whether that matters. */
  failed: boolean;
  save: (value: T) => Promise<CallResult<null>>;
  remove: () => Promise<CallResult<null>>;
}

/**
 * One kv entry of the signed-in user, shared by every component that reads it. A load failure is
 * silent (nothing stored is the safe reading); save and remove report failures like any call.
 */
export function useKv<T>(entry: KvEntry<T>, options: { enabled?: boolean } = {}): KvState<T> {
  const userid = useSessionStore((state) => state.session?.userid ?? null);
  const enabled = options.enabled ?? true;
  const id = userid === null ? null : kvCacheId(userid, entry.key);
  const item = useKvCacheItem(id);

  // Also after the cache forgot a failed load: `item` is then undefined again.
  useEffect(() => {
    if (id !== null && enabled && !item) ensureKvLoaded(id, entry);
  }, [id, enabled, entry, item]);

  const save = useCallback(
    async (value: T) => {
      const result = await saveKv(entry, value);
      if (result.success && id !== null) storeKvValue(id, value);
      return result;
    },
    [entry, id],
  );

  const remove = useCallback(async () => {
    const result = await deleteKv(entry);
    if (result.success && id !== null) storeKvValue(id, null);
    return result;
  }, [entry, id]);

  return {
    value: item?.status === 'loaded' ? (item.value as T | null) : null,
    loading: id !== null && enabled && item?.status !== 'loaded' && item?.status !== 'failed',
    failed: item?.status === 'failed',
    save,
    remove,
  };
}
