import { useQuery } from '@tanstack/react-query';
import { CALLS, ADMIN_ROLES, type DirTop } from '@coffer/contract';
import { call, unwrap } from '../../api/client';
import { mainRoleOf, useSessionStore } from '../../session/session-store';

export const FILES_QUERY_KEY = ['files'] as const;
export const POOL_WAIT_MS = 5000;

/** FILE-04: the caller's roots, group folders with permissions, external disks, the pool. */
export function useDirTop() {
  return useQuery<DirTop>({
    queryKey: [...FILES_QUERY_KEY, 'dirTop'],
    staleTime: 10_000,
    // No pool, or a locked or suspended one: look again until files can be used (a pool being
    // created or unlocked in the storage manager meanwhile).
    refetchInterval: (query) => (query.state.data?.pool?.usable ? false : POOL_WAIT_MS),
    queryFn: async ({ signal }): Promise<DirTop> =>
      unwrap(await call(CALLS.fileDirTop, {}, { toast: false, signal })),
  });
}

/** Roles 1 and 2: they see external disks and may open the storage manager. */
export function useIsAdmin(): boolean {
  return useSessionStore(
    (state) => state.session !== null && ADMIN_ROLES.includes(mainRoleOf(state.session)),
  );
}
