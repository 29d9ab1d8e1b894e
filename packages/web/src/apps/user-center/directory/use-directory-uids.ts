import { useMemo } from 'react';
import { useDirectoryAccounts } from './use-directory';

/** The uids of accounts that came from the directory (marked in the user table). */
export function useDirectoryUids(): ReadonlySet<number> {
  const accounts = useDirectoryAccounts();
  return useMemo(() => new Set((accounts.data?.items ?? []).map((item) => item.uid)), [accounts.data]);
}
