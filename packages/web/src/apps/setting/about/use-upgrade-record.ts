import { useQuery, useQueryClient } from '@tanstack/react-query';
import { upgradeProgress } from '@coffer/contract/calls/upgrade';
import type { UpgradeRecord } from '@coffer/contract';
import { call, unwrap } from '../../../api/client';
import { usePollStore } from '../../../shell/overlays/poll-store';
import { upgradeInFlight } from '../../../shell/overlays/upgrade-view';
import { SETTING_QUERY_KEY } from './use-about-facts';

const RECORD_KEY = [...SETTING_QUERY_KEY, 'upgrade'] as const;

/** spec 2 §4.9: a running upgrade is followed every second (UPG-04); otherwise every 5 s. */
export const UPGRADE_RECORD_POLL_MS = { running: 1_000, settled: 5_000 } as const;

/** The upgrade record (`/upgrade/progress`) as the about page shows it. */
export function useUpgradeRecord() {
  return useQuery({
    queryKey: RECORD_KEY,
    queryFn: async ({ signal }) => unwrap(await call(upgradeProgress, {}, { toast: false, signal })),
    refetchInterval: (query) =>
      upgradeInFlight(query.state.data) ? UPGRADE_RECORD_POLL_MS.running : UPGRADE_RECORD_POLL_MS.settled,
  });
}

/**
 * Keeps an upgrade call's answer, the freshest record: this page shows it at once, and so does
 * the upgrade overlay, without waiting for their next reads.
 */
export function useKeepUpgradeRecord(): (record: UpgradeRecord) => void {
  const queryClient = useQueryClient();
  const acceptUpgrade = usePollStore((state) => state.acceptUpgrade);
  return (record) => {
    queryClient.setQueryData(RECORD_KEY, record);
    acceptUpgrade(record);
  };
}
