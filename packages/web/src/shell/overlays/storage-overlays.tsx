import { useState } from 'react';
import { Tag } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { useWindowStore } from '../window-manager/window-store';
import { BlockingOverlay } from './blocking-overlay';
import { ConfirmOverlay } from './confirm-overlay';
import { ConnectionTimeoutDialog } from './connection-timeout-dialog';
import { readConfirmData } from './confirm-data';
import { openStorageManager } from './open-storage-manager';
import { overlayKindOf } from './overlay-kind';
import { PendingPanel } from './pending-panel';
import { usePollStore } from './poll-store';
import { ProgressOverlay } from './progress-overlay';
import { useMayHandleDisks } from './use-overlay-viewer';
import { usePollLoop } from './use-poll-loop';
import { WaitForAdmin } from './wait-for-admin';
import './overlays.css';

/** Names one storage message, so a dismissed overlay comes back when the message changes. */
function messageKeyOf(
  polling: { type: string; code: number | string; data: Record<string, unknown> } | undefined,
) {
  return polling ? `${polling.type}:${String(polling.code)}:${String(polling.data.mode ?? '')}` : '';
}

/**
 * The boot-time and disk-change overlays of a signed-in page (spec 2), driven by the poll. Mounted
 * once; re-renders only when the parts of the answer it shows change.
 */
export function StorageOverlays() {
  usePollLoop();
  const { t } = useTranslation();
  const answer = usePollStore((state) => state.answer);
  const mayHandleDisks = useMayHandleDisks();
  // The first-use panel belongs to the empty desktop: it would cover a window's corner.
  const windowOpen = useWindowStore((state) => state.order.length > 0);
  const [dismissed, setDismissed] = useState('');

  const polling = answer?.storage_polling;
  const kind = overlayKindOf(polling ?? null);
  const key = messageKeyOf(polling);
  const openStorage = () => {
    setDismissed(key);
    openStorageManager();
  };

  let overlay = null;
  if (polling && dismissed !== key) {
    if (kind === 'booting' || kind === 'checking') overlay = <ProgressOverlay kind={kind} />;
    else if (kind === 'confirm' && mayHandleDisks)
      overlay = (
        <ConfirmOverlay key={key} data={polling.data} disks={answer.dev} onOpenStorage={openStorage} />
      );
    else if (kind === 'confirm')
      overlay = (
        <WaitForAdmin
          title={
            <span className="storage-overlay__title">
              {t('overlays.confirm.title')}
              <Tag data-testid="overlay-confirm-mode">
                {t('overlays.confirm.mode', { mode: readConfirmData(polling.data).mode ?? '?' })}
              </Tag>
            </span>
          }
          testId="overlay-confirm-wait"
        />
      );
    else if (kind === 'blocking' && mayHandleDisks)
      overlay = <BlockingOverlay code={polling.code} onOpenStorage={openStorage} />;
    else if (kind === 'blocking')
      overlay = <WaitForAdmin title={t('overlays.blocking.title')} testId="overlay-blocking-wait" />;
    else if (kind === 'pending' && !windowOpen) {
      const free = Array.isArray(polling.data.dev) ? polling.data.dev.length : 0;
      overlay = (
        <PendingPanel
          mayHandleDisks={mayHandleDisks}
          freeDisks={free}
          onCreate={openStorage}
          onLater={() => setDismissed(key)}
        />
      );
    }
  }
  return (
    <>
      {overlay}
      <ConnectionTimeoutDialog />
    </>
  );
}
