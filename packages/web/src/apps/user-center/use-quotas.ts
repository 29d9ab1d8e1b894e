import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { quotaList, quotaSet } from '@coffer/contract/calls/quota';
import { call, unwrap } from '../../api/client';
import { addAppTexts } from '../../i18n/app-texts';
import { userQuotaText } from './quota-text';

addAppTexts('userQuota', userQuotaText);

const QUIET = { toast: false } as const;
/** Under the user center's key: any change to the accounts reads usage again. */
export const QUOTA_KEY = ['userCenter', 'quotas'] as const;

/** Every account's usage and limit on the default pool. */
export function useQuotaList() {
  return useQuery({
    queryKey: QUOTA_KEY,
    queryFn: async ({ signal }) => unwrap(await call(quotaList, {}, { ...QUIET, signal })),
  });
}

export function useSetQuota() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { uid: number; limit: number | null }) =>
      unwrap(await call(quotaSet, { uid: input.uid, limit: input.limit ?? 'none' }, QUIET)),
    onSuccess: () => client.invalidateQueries({ queryKey: QUOTA_KEY }),
  });
}
