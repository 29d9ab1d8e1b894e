import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnServiceGrant } from '@coffer/contract';
import {
  serviceGetGroupPermit,
  serviceGetUserPermit,
  serviceSaveGroupPermit,
  serviceSaveUserPermit,
} from '@coffer/contract/calls/service-permits';
import { call, unwrap } from '../../api/client';

const KEY = ['userCenter', 'appPermits'] as const;
const QUIET = { toast: false } as const;

/** One ordinary user's own grants and answers on every app service. */
export function useUserAppPermits(uid: number | null) {
  return useQuery({
    queryKey: [...KEY, 'user', uid],
    enabled: uid !== null,
    queryFn: async ({ signal }) =>
      unwrap(await call(serviceGetUserPermit, { uid: uid ?? 0 }, { ...QUIET, signal })),
  });
}

/** One group's own grants on every app service. */
export function useGroupAppPermits(gid: number | null) {
  return useQuery({
    queryKey: [...KEY, 'group', gid],
    enabled: gid !== null,
    queryFn: async ({ signal }) =>
      unwrap(await call(serviceGetGroupPermit, { gid: gid ?? 0 }, { ...QUIET, signal })),
  });
}

/** Saves a user's or a group's whole set of grants; every answer may change, so all are asked again. */
export function useSaveAppPermits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { kind: 'user' | 'group'; id: number; permits: OwnServiceGrant[] }) =>
      input.kind === 'user'
        ? unwrap(await call(serviceSaveUserPermit, { uid: input.id, permits: input.permits }, QUIET))
        : unwrap(await call(serviceSaveGroupPermit, { gid: input.id, permits: input.permits }, QUIET)),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
