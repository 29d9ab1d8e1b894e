import { useQuery } from '@tanstack/react-query';
import { CALLS, ADMIN_ROLES, type DirTop } from '@coffer/contract';
import { call, unwrap } from '../../api/client';
import { mainRoleOf, useSessionStore } from '../../session/session-store';

export const FILES_QUERY_KEY = ['files'] as const;

/** FILE-04: the caller's roots, group folders with permissions, external disks, the pool. */
export function useDirTop() {
  return useQuery({
    queryKey: [...FILES_QUERY_KEY, 'dirTop'],
    staleTime: 10_000,
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
