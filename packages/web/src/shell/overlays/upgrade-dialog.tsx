import { useState, type ReactNode } from 'react';
import { Alert, Button, Modal, Progress, Spin } from 'antd';
import { upgradeDismiss, upgradeRetry } from '@coffer/contract/calls/upgrade';
import type { UpgradeRecord } from '@coffer/contract';
import { call } from '../../api/client';
import { addAppTexts } from '../../i18n/app-texts';
import { useTranslation } from '../../i18n/use-translation';
import { formatSize } from '../format';
import { useScreenLocked } from '../lock/lock-store';
import { openUpgradeSettings } from './open-upgrade-settings';
import { usePollStore } from './poll-store';
import { useUpgradePageStore } from './upgrade-page-store';
import { upgradeText } from './upgrade-text';
import type { UpgradeView } from './upgrade-view';

addAppTexts('upgrade', upgradeText);

export type ShownUpgradeView = Exclude<UpgradeView, { kind: 'nothing' }>;

export interface UpgradeDialogProps {
  view: ShownUpgradeView;
  record: UpgradeRecord | null;
  /** The viewer is the master (role 1): the progress says who started it to everyone else. */
  master: boolean;
}

/**
 * spec 2 §4.9: the system upgrade overlay's dialog, loaded the first time an upgrade has something to
 * show (its antd Progress is not in the shell's bundle). No close icon, Esc or outside click: each
 * state has its own way out, or none while the device installs.
 */
export default function UpgradeDialog({ view, record, master }: UpgradeDialogProps) {
  const { t } = useTranslation();
  const locked = useScreenLocked();
  const page = useUpgradePageStore();
  const acceptUpgrade = usePollStore((state) => state.acceptUpgrade);
  const [busy, setBusy] = useState<'retry' | 'dismiss' | null>(null);
  const [refusal, setRefusal] = useState<{ text: string; detail: string } | null>(null);
  const id = record?.id ?? '';

  /** The master's calls: the answer is the new record, which the overlay follows at once. */
  const act = async (which: 'retry' | 'dismiss') => {
    if (busy || !id) return false;
    setBusy(which);
    setRefusal(null);
    const result =
      which === 'retry'
        ? await call(upgradeRetry, { id, check_license: 1 }, { toast: false })
        : await call(upgradeDismiss, { id }, { toast: false });
    setBusy(null);
    if (result.success) {
      acceptUpgrade(result.data);
      return true;
    }
    // UPG-09: a failed retry says so; the daemon's words say why.
    setRefusal({
      text: which === 'retry' ? t('upgrade.retryFailed') : result.message,
      detail: result.message,
    });
    return false;
  };

  const button = (key: string, label: string, onClick: () => void, primary = false, loading = false) => (
    <Button
      key={key}
      type={primary ? 'primary' : 'default'}
      autoFocus={primary}
      loading={loading}
      disabled={busy !== null && !loading}
      onClick={onClick}
      data-testid={`upgrade-${key}`}
    >
      {label}
    </Button>
  );

  let body: ReactNode = null;
  let footer: ReactNode[] = [];
  switch (view.kind) {
    case 'countdown':
      body = <p className="storage-overlay__lead">{t('upgrade.countdown', { seconds: view.seconds })}</p>;
      footer = [button('show-now', t('upgrade.showNow'), page.skipCountdown, true)];
      break;
    case 'progress':
      body = (
        <>
          <p className="storage-overlay__lead" data-testid="upgrade-phase">
            {t(`upgrade.phase.${view.phase}`)}
          </p>
          {view.percent === null ? (
            <div className="storage-overlay__wait">
              <Spin />
            </div>
          ) : (
            <Progress percent={view.percent} status={view.phase === 'reloading' ? 'success' : 'active'} />
          )}
          {view.phase === 'download' && (
            <p className="storage-overlay__hint" data-testid="upgrade-received">
              {view.total > 0
                ? t('upgrade.received', {
                    received: formatSize(view.received),
                    total: formatSize(view.total),
                  })
                : t('upgrade.receivedUnknown', { received: formatSize(view.received) })}
            </p>
          )}
          {view.overdue && <p className="storage-overlay__hint">{t('upgrade.overdue')}</p>}
          {!master && view.phase !== 'reloading' && (
            <p className="storage-overlay__hint">{t('upgrade.readOnly')}</p>
          )}
        </>
      );
      footer = view.mayHide ? [button('hide', t('upgrade.hide'), page.hideProgress)] : [];
      break;
    case 'downloadFail':
      body = (
        <>
          <p className="storage-overlay__error">{t('upgrade.downloadFail')}</p>
          {view.message && <p className="storage-overlay__hint">{view.message}</p>}
          <p className="storage-overlay__hint">
            {t(view.master ? 'upgrade.downloadFailMaster' : 'upgrade.downloadFailOthers')}
          </p>
        </>
      );
      footer = view.master
        ? [
            button('close', t('upgrade.close'), () => void act('dismiss'), false, busy === 'dismiss'),
            button(
              'choose-again',
              t('upgrade.chooseAgain'),
              () => {
                page.acknowledgeFailure();
                openUpgradeSettings();
              },
              true,
            ),
          ]
        : [button('acknowledge', t('upgrade.acknowledge'), page.acknowledgeFailure, true)];
      break;
    case 'installFail':
      body = (
        <>
          <p className="storage-overlay__error">{t('upgrade.installFail')}</p>
          {view.message && <p className="storage-overlay__hint">{view.message}</p>}
          <p className="storage-overlay__hint">
            {t(view.mayRetry ? 'upgrade.installFailDetail' : 'upgrade.installFailOthers', {
              version: view.version,
            })}
          </p>
          {view.mayRetry && !view.mayContinue && (
            <p className="storage-overlay__hint">{t('upgrade.mustUpgrade')}</p>
          )}
        </>
      );
      footer = view.mayRetry
        ? [
            ...(view.mayContinue
              ? [
                  button(
                    'continue',
                    t('upgrade.continueUsing'),
                    () => void act('dismiss'),
                    false,
                    busy === 'dismiss',
                  ),
                ]
              : []),
            button('retry', t('upgrade.retry'), () => void act('retry'), true, busy === 'retry'),
          ]
        : [button('acknowledge', t('upgrade.acknowledge'), page.acknowledgeFailure, true)];
      break;
    case 'success':
      body = view.shutdown ? (
        <p className="storage-overlay__lead">{t('upgrade.shutdown')}</p>
      ) : (
        <>
          <p className="storage-overlay__lead">{t('upgrade.success')}</p>
          <p className="storage-overlay__hint">{t('upgrade.successDetail', { version: view.version })}</p>
        </>
      );
      footer = [
        button(
          'ok',
          t('upgrade.ok'),
          () => {
            page.acknowledgeSuccess(id);
            // The master closes the story for everyone; the others' pages have shown it once.
            if (view.master && !view.shutdown) void act('dismiss');
          },
          true,
        ),
      ];
      break;
  }

  return (
    <Modal
      open
      title={t('upgrade.title')}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      focusable={{ trap: !locked }}
      centered
      width={460}
      footer={footer.length > 0 ? footer : null}
    >
      <div
        className="storage-overlay"
        data-testid="upgrade-overlay"
        data-view={view.kind}
        data-phase={view.kind === 'progress' ? view.phase : undefined}
        role={view.kind === 'installFail' || view.kind === 'downloadFail' ? 'alert' : 'status'}
      >
        {body}
        {refusal && (
          <Alert
            className="storage-overlay__alert"
            type="error"
            showIcon
            title={refusal.text}
            description={refusal.detail !== refusal.text ? refusal.detail : undefined}
            data-testid="upgrade-refusal"
          />
        )}
      </div>
    </Modal>
  );
}
