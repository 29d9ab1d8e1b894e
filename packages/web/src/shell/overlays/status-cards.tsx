import { useState } from 'react';
import type { MainRole, PollResponse } from '@coffer/contract';
import { SystemAlertDialog } from '../alerts/system-alert-dialog';
import { usePush } from '../push/use-push';
import { HotplugCard } from './hotplug-card';
import { hotplugNoticeOf, type HotplugNotice } from './hotplug-notice';
import { openStorageManager } from './open-storage-manager';
import { usePollStore } from './poll-store';
import { readSync, syncKeyOf } from './sync-data';
import { SyncCard } from './sync-card';

export interface StatusCardsProps {
  answer: PollResponse | null;
  role: MainRole;
  mayHandleDisks: boolean;
  /** The cards show on the bare desktop only; what they heard meanwhile waits. */
  visible: boolean;
}

/**
 * The desktop's news about the device, each a card for every role: the disk just inserted or
 * removed (push), the pools syncing or recovering (the poll's `sync`), and the system alerts. A RAID
 * sync alert is said by the sync card while it shows, not twice.
 */
export function StatusCards({ answer, role, mayHandleDisks, visible }: StatusCardsProps) {
  const [hotplug, setHotplug] = useState<HotplugNotice | null>(null);
  const [closedSync, setClosedSync] = useState<string | null>(null);
  const heard = (type: 'storage_hotplug_hdd_add' | 'storage_hotplug_hdd_remove') => (data: unknown) => {
    // The poll's answer from before the change: the disk's pool is still known there.
    const last = usePollStore.getState().answer;
    const notice = hotplugNoticeOf(type, data, {
      role,
      disks: last?.dev ?? [],
      sync: readSync(last?.storage_polling.data ?? {}),
    });
    if (notice) setHotplug(notice);
  };
  usePush('storage_hotplug_hdd_add', heard('storage_hotplug_hdd_add'));
  usePush('storage_hotplug_hdd_remove', heard('storage_hotplug_hdd_remove'));

  if (!visible || !answer) return null;
  const sync = readSync(answer.storage_polling.data);
  const syncKey = syncKeyOf(sync);
  const showSync = sync.usr.length > 0 && closedSync !== syncKey;
  const alerts = showSync
    ? answer.popup_msgs.filter((alert) => alert.kind !== 'raidsync')
    : answer.popup_msgs;
  return (
    <>
      {hotplug ? (
        <HotplugCard notice={hotplug} mayHandleDisks={mayHandleDisks} onClose={() => setHotplug(null)} />
      ) : null}
      {showSync ? (
        <SyncCard
          sync={sync}
          role={role}
          alerts={answer.popup_msgs.filter((alert) => alert.kind === 'raidsync')}
          onOpenStorage={() => {
            setClosedSync(syncKey);
            openStorageManager('/storageManage/storageOverview');
          }}
          onClose={() => setClosedSync(syncKey)}
        />
      ) : null}
      {alerts.length > 0 ? (
        <SystemAlertDialog alerts={alerts} role={role} onOpenStorage={openStorageManager} />
      ) : null}
    </>
  );
}
