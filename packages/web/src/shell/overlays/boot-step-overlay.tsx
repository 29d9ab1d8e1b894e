import { useEffect, useState } from 'react';
import { Button, Spin } from 'antd';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { IconSvg } from '../icons/svg-icon';
import { useTranslation } from '../../i18n/use-translation';
import { DISKS_PREPARING_REBOOT_MS } from './boot-timing';
import { OverlayModal } from './overlay-modal';
import { requestPower } from './power-request';
import { ViewerFacts } from './viewer-facts';

/**
 * BOOT-DLG-03: the pools are being mounted at start ("disks being prepared"). A mount can hang on a
 * damaged disk, so once the dialog has been open six minutes the super administrator may restart
 * the device (after the administrator password); everyone else waits.
 */
export function DisksPreparingOverlay({ mayHandleDisks }: { mayHandleDisks: boolean }) {
  const { t } = useTranslation();
  const [late, setLate] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setLate(true), DISKS_PREPARING_REBOOT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const reboot = async () => {
    setBusy(true);
    setError('');
    const failure = await requestPower('reboot');
    setBusy(false);
    if (failure) setError(failure);
  };
  return (
    <OverlayModal
      title={t('overlays.disksPreparing.title')}
      testId="overlay-disks-preparing"
      width={440}
      footer={
        late && mayHandleDisks ? (
          <Button data-testid="overlay-disks-preparing-reboot" loading={busy} onClick={() => void reboot()}>
            {t('overlays.disksPreparing.reboot')}
          </Button>
        ) : null
      }
    >
      <div className="storage-overlay__wait">
        <Spin />
        <p>{t('overlays.disksPreparing.text')}</p>
      </div>
      {late ? (
        <p className="storage-overlay__hint" data-testid="overlay-disks-preparing-late">
          {t(mayHandleDisks ? 'overlays.disksPreparing.late' : 'overlays.disksPreparing.lateWait')}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="storage-overlay__error">
          {error}
        </p>
      ) : null}
      <ViewerFacts />
    </OverlayModal>
  );
}

/**
 * BOOT-DLG-04: after the mount the daemon starts its monitors ("system preparing"); once it is done
 * the dialog says so and closes by itself after 3 s (`done`, timed by the host).
 */
export function SystemPreparingOverlay({ done }: { done: boolean }) {
  const { t } = useTranslation();
  return (
    <OverlayModal title={t('overlays.systemPreparing.title')} testId="overlay-system-preparing" width={420}>
      <div className="storage-overlay__wait" data-done={done}>
        {done ? <IconSvg icon={CheckCircleFilled} className="storage-overlay__done" /> : <Spin />}
        <p role="status">{t(done ? 'overlays.systemPreparing.done' : 'overlays.systemPreparing.text')}</p>
      </div>
    </OverlayModal>
  );
}
