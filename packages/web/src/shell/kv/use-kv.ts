import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallResult } from '../../api/client';
import { useSessionStore } from '../../session/session-store';
import { deleteKv, loadKv, saveKv } from './kv-client';
import type { KvEntry } from './kv-entry';

/** The cache key of one kv entry for one user, so another user's sign-in never sees it. */
export function kvQueryKey(userid: number | null, key: string): readonly unknown[] {
  return ['kv', userid, key];
}

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
  const client = useQueryClient();
  const queryKey = kvQueryKey(userid, entry.key);
  const query = useQuery({
    queryKey,
    enabled: userid !== null && (options.enabled ?? true),
    queryFn: async ({ signal }) => {
      const result = await loadKv(entry, { toast: false, signal });
      if (!result.success) throw new Error(result.message);
      return result.data;
    },
    staleTime: Infinity,
  });

  const save = useCallback(
    async (value: T) => {
      const result = await saveKv(entry, value);
      if (result.success) client.setQueryData(kvQueryKey(userid, entry.key), value);
      return result;
    },
    [client, entry, userid],
  );

  const remove = useCallback(async () => {
    const result = await deleteKv(entry);
    if (result.success) client.setQueryData(kvQueryKey(userid, entry.key), null);
    return result;
  }, [client, entry, userid]);

  return {
    value: query.data ?? null,
    loading: query.isPending && query.fetchStatus !== 'idle',
    failed: query.isError,
    save,
    remove,
  };
}
