import { useQuery } from '@tanstack/react-query';
import { CALLS } from '@coffer/contract';
import { call, unwrap } from './client';

/** The device's name, model, id and daemon version (public, asked once per page). */
export function useVersions() {
  return useQuery({
    queryKey: ['system', 'versions'],
    // A failure here is only logged: the login page still works without the device's name.
    queryFn: async ({ signal }) => unwrap(await call(CALLS.versions, {}, { toast: false, signal })),
    staleTime: Infinity,
  });
}
