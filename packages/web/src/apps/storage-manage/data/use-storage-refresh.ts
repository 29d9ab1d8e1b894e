import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PushKind } from '@coffer/contract';
import { onPush, onPushRegistered } from '../../../shell/push/push-bus';

/** The push events after which the engine's pools or disks may read differently. */
export const STORAGE_PUSH_KINDS = [
  'storage_hotplug_hdd_add',
  'storage_hotplug_hdd_remove',
  'storage_complete_change',
  'storage_complete_failure',
  'storage_formatting',
  'storage_raid1_recover',
] as const satisfies readonly PushKind[];

/**
 * Keeps the open storage app on what the engine says (issue 12, finding 1): its pools and disks are
 * read again on every storage push event and after the push channel reconnects (events may have
 * been missed); the query's own interval (use-storage-info.ts) catches what no event announces.
 */
export function useStorageRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['storage'] });
    const stops = [...STORAGE_PUSH_KINDS.map((kind) => onPush(kind, refresh)), onPushRegistered(refresh)];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
}
