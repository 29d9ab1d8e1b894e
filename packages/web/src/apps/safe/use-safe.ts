import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  safeIpBlackAdd,
  safeIpBlackBatchAdd,
  safeIpBlackDel,
  safeIpBlackList,
  safeIpBlackLock,
  safeIpBlackUnlock,
  safeIpWhiteAdd,
  safeIpWhiteBatchAdd,
  safeIpWhiteDel,
  safeIpWhiteList,
  safeSafeConfGet,
  safeSafeConfSet,
  safeUserLimitConfGet,
  safeUserLimitConfSet,
} from '@coffer/contract/calls/safe';
import { SAFE_SERVICE, type UserLimitConf } from '@coffer/contract/calls/safe-types';
import { call, unwrap } from '../../api/client';

const KEY = ['safe'] as const;
export type ListKind = 'allow' | 'block';

export interface ListQuery {
  offset: number;
  limit: number;
  keyword: string;
}

export function useBlockList(query: ListQuery) {
  return useQuery({
    queryKey: [...KEY, 'block', query],
    queryFn: async ({ signal }) =>
      unwrap(
        await call(
          safeIpBlackList,
          { service: SAFE_SERVICE.ipBlackList, ...query },
          { toast: false, signal },
        ),
      ),
    // Automatic blocks come and go on their own: the list follows them.
    refetchInterval: 10_000,
  });
}

export function useAllowList(query: ListQuery) {
  return useQuery({
    queryKey: [...KEY, 'allow', query],
    queryFn: async ({ signal }) =>
      unwrap(
        await call(
          safeIpWhiteList,
          { service: SAFE_SERVICE.ipWhiteList, ...query },
          { toast: false, signal },
        ),
      ),
  });
}

export function useUserLimit() {
  return useQuery({
    queryKey: [...KEY, 'limits'],
    queryFn: async ({ signal }) =>
      unwrap(
        await call(
          safeUserLimitConfGet,
          { service: SAFE_SERVICE.userLimitConfGet },
          { toast: false, signal },
        ),
      ),
  });
}

/** The settings and the machine's firewall and antivirus (each read runs the real tools). */
export function useSafeConf() {
  return useQuery({
    queryKey: [...KEY, 'conf'],
    queryFn: async ({ signal }) =>
      unwrap(await call(safeSafeConfGet, { service: SAFE_SERVICE.safeConfGet }, { toast: false, signal })),
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

export function useAddEntry(kind: ListKind) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: { ip: string; remark: string }) =>
      kind === 'block'
        ? unwrap(await call(safeIpBlackAdd, { service: SAFE_SERVICE.ipBlackAdd, ...input }, { toast: false }))
        : unwrap(
            await call(safeIpWhiteAdd, { service: SAFE_SERVICE.ipWhiteAdd, ...input }, { toast: false }),
          ),
    onSuccess: invalidate,
  });
}

/** Many entries from pasted lines or a file's text; the answer reports each refused line. */
export function useBatchAdd(kind: ListKind) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (text: string) =>
      kind === 'block'
        ? unwrap(
            await call(
              safeIpBlackBatchAdd,
              { service: SAFE_SERVICE.ipBlackBatchAdd, text },
              { toast: false },
            ),
          )
        : unwrap(
            await call(
              safeIpWhiteBatchAdd,
              { service: SAFE_SERVICE.ipWhiteBatchAdd, text },
              { toast: false },
            ),
          ),
    onSuccess: invalidate,
  });
}

export type EntryAction = 'delete' | 'lock' | 'unlock';

export function useEntryAction(kind: ListKind) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ action, ids }: { action: EntryAction; ids: number[] }) => {
      if (kind === 'allow') {
        return unwrap(await call(safeIpWhiteDel, { service: SAFE_SERVICE.ipWhiteDel, ids }));
      }
      if (action === 'delete')
        return unwrap(await call(safeIpBlackDel, { service: SAFE_SERVICE.ipBlackDel, ids }));
      if (action === 'lock')
        return unwrap(await call(safeIpBlackLock, { service: SAFE_SERVICE.ipBlackLock, ids }));
      return unwrap(await call(safeIpBlackUnlock, { service: SAFE_SERVICE.ipBlackUnlock, ids }));
    },
    onSettled: invalidate,
  });
}

export function useSetUserLimit() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: UserLimitConf) =>
      unwrap(
        await call(
          safeUserLimitConfSet,
          { service: SAFE_SERVICE.userLimitConfSet, ...input },
          { toast: false },
        ),
      ),
    onSuccess: invalidate,
  });
}

export function useSetAutoBlock() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (autoBlock: boolean) =>
      unwrap(await call(safeSafeConfSet, { service: SAFE_SERVICE.safeConfSet, autoBlock }, { toast: false })),
    onSuccess: invalidate,
  });
}
