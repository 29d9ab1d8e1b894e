import { useQuery } from '@tanstack/react-query';
import { CALLS } from '@coffer/contract';
import { call, unwrap } from '../../api/client';

export const IS_REGISTERED_KEY = ['user', 'isRegistered'] as const;

/** Whether the device has its super administrator yet; until then the page offers to create one. */
export function useIsRegistered() {
  return useQuery({
    queryKey: IS_REGISTERED_KEY,
    queryFn: async ({ signal }) => unwrap(await call(CALLS.isRegistered, {}, { signal, toast: false })),
  });
}

/** The password rule as the daemon enforces it (spec 1 §5). */
export function usePasswordPolicy(enabled: boolean) {
  return useQuery({
    queryKey: ['user', 'pwdPolicyInfo'],
    queryFn: async ({ signal }) => unwrap(await call(CALLS.pwdPolicyInfo, {}, { signal, toast: false })),
    enabled,
    staleTime: Infinity,
  });
}
