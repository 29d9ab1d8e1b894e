import { lazy, Suspense, useState } from 'react';
import { Tag } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { DbRepairNotice } from '../db-repair';
import { SideCards } from '../side-card/side-card';
import { useWindowStore } from '../window-manager/window-store';
import { blockingDialogOf } from './blocking-codes';
import { BlockingOverlay, blockingTitleKey } from './blocking-overlay';
import { DisksPreparingOverlay, SystemPreparingOverlay } from './boot-step-overlay';
import { ConfirmOverlay } from './confirm-overlay';
import { ConnectionTimeoutDialog } from './connection-timeout-dialog';
import { readConfirmData } from './confirm-data';
import { OfferPanel } from './offer-panel';
import { openStorageManager } from './open-storage-manager';
import { besideUpgrade, overlayKindOf } from './overlay-kind';
import { PendingPanel } from './pending-panel';
import { usePollStore } from './poll-store';
import { ProgressOverlay } from './progress-overlay';
import { UpgradeOverlay } from './upgrade-overlay';
import { upgradeRestartExpected } from './upgrade-view';
import { StatusCards } from './status-cards';
import { useMayHandleDisks, useViewerRole } from './use-overlay-viewer';
import { usePollLoop } from './use-poll-loop';
import { useSystemPrepared } from './use-system-prepared';
import { WaitForAdmin } from './wait-for-admin';
import './overlays.css';

// The wizard is the rare path of a new device: its code (and the capacity chart's) loads on demand.
const FirstUseWizard = lazy(() => import('../first-use/first-use-wizard'));

/** Names one storage message, so a dismissed overlay comes back when the message changes. */
function messageKeyOf(
  polling: { type: string; code: number | string; data: Record<string, unknown> } | undefined,
) {
  if (!polling) return '';
  const dev = Array.isArray(polling.data.dev) ? polling.data.dev.join(',') : '';
  return `${polling.type}:${String(polling.code)}:${String(polling.data.mode ?? '')}:${dev}`;
}

/**
 * The boot-time and disk-change overlays of a signed-in page (spec 2), driven by the poll. Mounted
 * once; re-renders only when the parts of the answer it shows change. What blocks the device (a
 * pool waiting at boot, a blocking code, booting) is a modal; what can wait (no pool yet, new disks
 * on a running device, system alerts) is a card beside the desktop, under every window.
 */
export function StorageOverlays() {
  usePollLoop();
  const { t } = useTranslation();
  const answer = usePollStore((state) => state.answer);
  const mayHandleDisks = useMayHandleDisks();
  const role = useViewerRole();
  // The cards belong to the empty desktop: they would cover a window's corner, or an app opened as a
  // whole page.
  const windowOpen = useWindowStore((state) => state.order.length > 0);
  const bareDesktop = useLocation().pathname === '/' && !windowOpen;
  const [dismissed, setDismissed] = useState('');
  const [deciding, setDeciding] = useState('');
  const [firstUse, setFirstUse] = useState(false);

  const polling = answer?.storage_polling;
  const kind = besideUpgrade(
    overlayKindOf(polling ?? null, answer?.pools ?? []),
    upgradeRestartExpected(answer?.upgrade),
  );
  const prepared = useSystemPrepared(kind);
  const key = messageKeyOf(polling);
  const openStorage = () => {
    setDismissed(key);
    openStorageManager();
  };

  let overlay = null;
  let card = null;
  if (polling && dismissed !== key) {
    if (kind === 'booting' || kind === 'checking') overlay = <ProgressOverlay kind={kind} />;
    else if (kind === 'disks-preparing') overlay = <DisksPreparingOverlay mayHandleDisks={mayHandleDisks} />;
    else if (kind === 'system-preparing') overlay = <SystemPreparingOverlay done={false} />;
    else if ((kind === 'confirm' || (kind === 'offer' && deciding === key)) && mayHandleDisks)
      overlay = (
        <ConfirmOverlay
          key={key}
          data={polling.data}
          disks={answer.dev}
          onOpenStorage={openStorage}
          // Only the offer can wait: a pool waiting at start needs the decision.
          onLater={kind === 'offer' ? () => setDismissed(key) : undefined}
        />
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
    else if (kind === 'offer' && mayHandleDisks && bareDesktop) {
      const newDisks = Array.isArray(polling.data.dev) ? polling.data.dev.length : 0;
      card = (
        <OfferPanel newDisks={newDisks} onDecide={() => setDeciding(key)} onLater={() => setDismissed(key)} />
      );
    } else if (kind === 'blocking' && mayHandleDisks)
      overlay = <BlockingOverlay code={polling.code} data={polling.data} onOpenStorage={openStorage} />;
    else if (kind === 'blocking')
      overlay = (
        <WaitForAdmin
          title={t(blockingTitleKey(blockingDialogOf(polling.code) ?? 'generic'))}
          testId="overlay-blocking-wait"
        />
      );
    else if (kind === 'pending' && bareDesktop && !firstUse) {
      const free = Array.isArray(polling.data.dev) ? polling.data.dev.length : 0;
      card = (
        <PendingPanel
          mayHandleDisks={mayHandleDisks}
          freeDisks={free}
          onCreate={openStorage}
          onSetUp={() => setFirstUse(true)}
          onLater={() => setDismissed(key)}
        />
      );
    }
  }
  // The system-prepare dialog says it is done, and closes 3 s later, unless another overlay is due.
  if (!overlay && prepared) overlay = <SystemPreparingOverlay done />;
  return (
    <>
      {overlay}
      <SideCards>
        <StatusCards answer={answer} role={role} mayHandleDisks={mayHandleDisks} visible={bareDesktop} />
        {card}
      </SideCards>
      {/* Kept while formatting runs and the message leaves `pending`, until the wizard is done. */}
      {firstUse && mayHandleDisks ? (
        <Suspense fallback={null}>
          <FirstUseWizard onClose={() => setFirstUse(false)} />
        </Suspense>
      ) : null}
      {answer && answer.db_state !== 'ok' ? <DbRepairNotice /> : null}
      <UpgradeOverlay />
      <ConnectionTimeoutDialog />
    </>
  );
}
