import { useCallback, useState } from 'react';
import { Alert, Button, Tag } from 'antd';
import type { DiskInfo } from '@coffer/contract';
import * as storageCalls from '@coffer/contract/calls/storage';
import { call } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';
import { AcknowledgeView } from './acknowledge-view';
import { ConfirmChoices } from './confirm-choices';
import { readConfirmData, type ConfirmData } from './confirm-data';
import { extmountRoute, needsAcknowledgement, type ConfirmOption } from './confirm-options';
import { ExternalSetupStep } from './external-setup-step';
import { slotRowsOf } from './confirm-layout';
import { LayoutTable } from './layout-table';
import { OverlayModal } from './overlay-modal';

/**
 * Sends the chosen option: for the one pool it was chosen for, or for every pool the message is
 * about (mode F continues each waiting pool); answers the first failure's text.
 */
async function sendChoice(
  confirm: ConfirmData,
  option: ConfirmOption,
  poolId: string | null,
): Promise<string | null> {
  for (const pool of confirm.pools.filter((candidate) => poolId === null || candidate.id === poolId)) {
    const result = await call(storageCalls.confirmPool, { id: pool.id, option }, { toast: false });
    if (!result.success) return result.message;
  }
  return null;
}

export interface ConfirmOverlayProps {
  data: Record<string, unknown>;
  disks: readonly DiskInfo[];
  onOpenStorage: () => void;
  /**
   * Opened from the new-disk card: the change can wait, so "Later" closes the overlay for this page
   * until the change differs. Absent when the device waits for the decision (a pool at start).
   */
  onLater?: () => void;
}

/**
 * The super administrator's confirm overlay (spec 2 §2.2, §4.1): step 0 compares each pool's old
 * and new layout, step 1 offers the mode's choices. Mode F (a member missing at boot) continues
 * degraded after the acknowledgement; other modes show the options the daemon lists.
 */
export function ConfirmOverlay({ data, disks, onOpenStorage, onLater }: ConfirmOverlayProps) {
  const { t } = useTranslation();
  const confirm = readConfirmData(data);
  const [view, setView] = useState<'layout' | 'choices' | 'acknowledge' | 'external'>('layout');
  const [option, setOption] = useState<{ option: ConfirmOption; poolId: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const choose = async (chosen: ConfirmOption, poolId: string | null) => {
    // A blank new disk becomes external through its format set-up (step 2, spec 2 §4.6).
    if (chosen === 'extmountdisk' && extmountRoute(confirm.newDisks) === 'format') {
      setOption({ option: chosen, poolId });
      setError('');
      setView('external');
      return;
    }
    if (needsAcknowledgement(confirm.mode, chosen) && view !== 'acknowledge') {
      setOption({ option: chosen, poolId });
      setError('');
      setView('acknowledge');
      return;
    }
    setBusy(true);
    setError('');
    const failure = await sendChoice(confirm, chosen, poolId);
    setBusy(false);
    // On success the next poll answer closes the overlay.
    if (failure !== null) setError(failure || t('overlays.confirm.failed'));
  };
  const backToChoices = useCallback(() => setView('choices'), []);

  const mode = confirm.mode ?? '?';
  return (
    <OverlayModal
      title={
        <span className="storage-overlay__title">
          {t('overlays.confirm.title')}
          <Tag data-testid="overlay-confirm-mode">{t('overlays.confirm.mode', { mode })}</Tag>
        </span>
      }
      testId="overlay-confirm"
      width={640}
      footer={
        view === 'acknowledge' || view === 'external' ? null : (
          <>
            {onLater && (
              <Button data-testid="overlay-confirm-later" disabled={busy} onClick={onLater}>
                {t('overlays.confirm.later')}
              </Button>
            )}
            {view === 'layout' ? (
              <Button
                data-testid="overlay-confirm-next"
                type="primary"
                autoFocus
                onClick={() => setView('choices')}
              >
                {t('overlays.confirm.next')}
              </Button>
            ) : (
              <Button data-testid="overlay-confirm-back" onClick={() => setView('layout')}>
                {t('overlays.confirm.back')}
              </Button>
            )}
          </>
        )
      }
    >
      <div data-testid={`overlay-confirm-step-${view === 'layout' ? 0 : view === 'external' ? 2 : 1}`}>
        {view === 'layout' && (
          <>
            {confirm.mode === 'F' ? (
              confirm.pools.map((pool) => (
                <Alert
                  key={pool.id}
                  type="warning"
                  showIcon
                  className="storage-overlay__alert"
                  title={t('overlays.confirm.missingTitle')}
                  description={t('overlays.confirm.missingText', {
                    name: pool.name,
                    count: pool.missing.length,
                  })}
                />
              ))
            ) : (
              <p className="storage-overlay__lead">{t('overlays.confirm.genericText')}</p>
            )}
            <div className="storage-overlay__layouts">
              {confirm.pools.map((pool) => (
                <LayoutTable key={pool.id} poolName={pool.name} rows={slotRowsOf(pool, disks)} />
              ))}
            </div>
          </>
        )}
        {view === 'choices' && (
          <ConfirmChoices
            confirm={confirm}
            busy={busy}
            error={error}
            onChoose={(chosen, poolId) => void choose(chosen, poolId)}
            onOpenStorage={onOpenStorage}
          />
        )}
        {view === 'external' && option && (
          <ExternalSetupStep
            poolId={option.poolId ?? confirm.pools[0]?.id ?? ''}
            newDisks={confirm.newDisks.map((disk) => disk.sn)}
            serials={confirm.newDisks.filter((disk) => !disk.used).map((disk) => disk.sn)}
            onBack={backToChoices}
          />
        )}
        {view === 'acknowledge' && option && (
          <AcknowledgeView
            busy={busy}
            error={error}
            onConfirm={() => void choose(option.option, option.poolId)}
            onCancel={backToChoices}
          />
        )}
      </div>
    </OverlayModal>
  );
}
