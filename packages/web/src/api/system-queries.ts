import { useQuery } from '@tanstack/react-query';
import * as systemCalls from '@coffer/contract/calls/system';
import { call, unwrap } from './client';

/** The device's name, model, id and daemon version (public, asked once per page). */
export function useVersions() {
  return useQuery({
    queryKey: ['system', 'versions'],
    // A failure here is only logged: the login page still works without the device's name.
    queryFn: async ({ signal }) => unwrap(await call(systemCalls.versions, {}, { toast: false, signal })),
    staleTime: Infinity,
  });
}
