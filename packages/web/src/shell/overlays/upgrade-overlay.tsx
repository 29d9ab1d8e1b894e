import { lazy, Suspense, useEffect, useState } from 'react';
import { APP_VERSION, Role, TIMERS, type UpgradeRecord } from '@coffer/contract';
import * as systemCalls from '@coffer/contract/calls/system';
import { call } from '../../api/client';
import { markReloadedFor, readReloadedFor, shouldReloadForVersion } from '../../api/version-check';
import { usePollStore } from './poll-store';
import { useUpgradePageStore } from './upgrade-page-store';
import { upgradeInFlight, upgradeView } from './upgrade-view';
import { useViewerRole } from './use-overlay-viewer';

// Its antd Progress and texts load the first time an upgrade has something to show.
const UpgradeDialog = lazy(() => import('./upgrade-dialog'));

function reloadPage(): void {
  window.location.reload();
}

/** The time, again every half second while an upgrade runs (its countdown and simulated progress). */
function useUpgradeClock(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 500);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [running]);
  return now;
}

/**
 * GEN-06 for an upgrade: once the record ends, or names a running version other than this page's,
 * the page asks the daemon's version and reloads 3 s later into the new build (once per version,
 * as the version watch does). True while that reload is pending.
 */
function useReloadForNewVersion(record: UpgradeRecord | null, reload: () => void): boolean {
  const [reloading, setReloading] = useState(false);
  const ended = record?.status === 'end';
  const otherVersion = !!record?.current_version && record.current_version !== APP_VERSION;
  const id = record?.id ?? '';
  useEffect(() => {
    if (!ended && !otherVersion) return;
    let stopped = false;
    let timer: number | undefined;
    void call(systemCalls.versions, {}, { toast: false }).then((result) => {
      if (stopped || !result.success) return;
      const serverVersion = result.data.version;
      if (!shouldReloadForVersion({ serverVersion, appVersion: APP_VERSION, reloadedFor: readReloadedFor }))
        return;
      setReloading(true);
      timer = window.setTimeout(() => {
        markReloadedFor(serverVersion);
        reload();
      }, TIMERS.versionMismatchReload);
    });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [ended, otherVersion, id, reload]);
  return reloading;
}

/**
 * spec 2 §4.9 (UPG-02..10): the system upgrade as every signed-in page follows it through the poll's
 * `upgrade` record. What it shows is decided by `upgradeView`; the dialog itself loads when there
 * is something to show, so this part of the shell stays small.
 */
export function UpgradeOverlay({ reload = reloadPage }: { reload?: () => void }) {
  const record = usePollStore((state) => state.answer?.upgrade ?? null);
  const role = useViewerRole();
  const memory = useUpgradePageStore((state) => state.memory);
  const stagingHere = useUpgradePageStore((state) => state.stagingHere);
  const successAcknowledged = useUpgradePageStore((state) => state.successAcknowledged);
  const sighted = useUpgradePageStore((state) => state.sighted);

  useEffect(() => {
    if (record) sighted(record);
  }, [record, stagingHere, sighted]);
  const reloading = useReloadForNewVersion(record, reload);
  const now = useUpgradeClock(upgradeInFlight(record));

  const view = upgradeView({
    record,
    role,
    memory,
    now,
    stagingHere,
    successAcknowledged: !!record?.id && successAcknowledged === record.id,
    reloading,
  });
  if (view.kind === 'nothing') return null;
  return (
    <Suspense fallback={null}>
      <UpgradeDialog view={view} record={record} master={role === Role.master} />
    </Suspense>
  );
}
