import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dbRepairClean, dbRepairState } from '@coffer/contract/calls/db-repair';
import type { DbRepairStateInfo } from '@coffer/contract';
import { call, unwrap } from '../../api/client';
import { onPushRegistered } from '../push/push-bus';

export const DB_REPAIR_KEY = ['dbRepair', 'state'] as const;

/** How often the state is read while a repair runs (the poll's 1 s, spec 2 §4.11). */
export const DB_REPAIR_RUNNING_POLL_MS = 1_000;

/**
 * `/mysql/repair/state`: read once, again whenever the push channel reconnects (the daemon restarted
 * and may have repaired its database at start), and every second while a repair runs. Only with a
 * session: the call is not public.
 */
export function useDbRepairState(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(
    () => onPushRegistered(() => void queryClient.invalidateQueries({ queryKey: DB_REPAIR_KEY })),
    [queryClient],
  );
  return useQuery({
    queryKey: DB_REPAIR_KEY,
    enabled,
    queryFn: async ({ signal }) => unwrap(await call(dbRepairState, {}, { toast: false, signal })),
    refetchInterval: (query) => (query.state.data?.state === 'running' ? DB_REPAIR_RUNNING_POLL_MS : false),
  });
}

/** The master's acknowledgement: the report is cleared for every page. */
export function useAcknowledgeDbRepair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await call(dbRepairClean, {})),
    onSuccess: (state: DbRepairStateInfo) => queryClient.setQueryData(DB_REPAIR_KEY, state),
  });
}
