import { useQuery } from '@tanstack/react-query';
import * as authCalls from '@coffer/contract/calls/auth';
import { call, unwrap } from '../../api/client';

export const IS_REGISTERED_KEY = ['user', 'isRegistered'] as const;

/** Whether the device has its super administrator yet; until then the page offers to create one. */
export function useIsRegistered() {
  return useQuery({
    queryKey: IS_REGISTERED_KEY,
    queryFn: async ({ signal }) => unwrap(await call(authCalls.isRegistered, {}, { signal, toast: false })),
  });
}

/** The password rule as the daemon enforces it (spec 1 §5). */
export function usePasswordPolicy(enabled: boolean) {
  return useQuery({
    queryKey: ['user', 'pwdPolicyInfo'],
    queryFn: async ({ signal }) => unwrap(await call(authCalls.pwdPolicyInfo, {}, { signal, toast: false })),
    enabled,
    staleTime: Infinity,
  });
}
