import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushKind } from '@coffer/contract';
import { migrateState } from '@coffer/contract/calls/migration';
import type { MigrateStateInfo } from '@coffer/contract';
import { call, unwrap } from '../../api/client';
import { onPush, onPushRegistered } from '../../shell/push/push-bus';
import { MIGRATE_POLL_MS } from './migrate-flag';
import { withSample, type MovedSample } from './migration-progress';

export const MIGRATE_STATE_KEY = ['switchDisk', 'state'] as const;

/** The push events a migration's progress and end arrive with (a `migrate` job's events). */
const MIGRATION_PUSH_KINDS = [
  'storage_formatting',
  'storage_complete_change',
  'storage_complete_failure',
] as const satisfies readonly PushKind[];

export interface MigrateStateRead {
  state: MigrateStateInfo;
  /** The bytes moved at each read of this migration, for its speed (migration-progress.ts). */
  samples: MovedSample[];
}

/**
 * `/migrate/state` (MIG-05), read every second (spec 1 §9 "migration 1 s") and at once on a
 * migration's push events and after the push channel reconnects. Each read adds to the samples the
 * remaining time is told from.
 */
export function useMigrateState() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: MIGRATE_STATE_KEY });
    const stops = [...MIGRATION_PUSH_KINDS.map((kind) => onPush(kind, refresh)), onPushRegistered(refresh)];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
  return useQuery({
    queryKey: MIGRATE_STATE_KEY,
    refetchInterval: MIGRATE_POLL_MS,
    queryFn: async ({ signal }): Promise<MigrateStateRead> => {
      const state = unwrap(await call(migrateState, {}, { toast: false, signal }));
      const before = queryClient.getQueryData<MigrateStateRead>(MIGRATE_STATE_KEY);
      const sample = { at: Date.now(), moved: state.statistics_size };
      const kept = before && before.state.job?.id === state.job?.id ? before.samples : [];
      return { state, samples: withSample(kept, sample) };
    },
  });
}
