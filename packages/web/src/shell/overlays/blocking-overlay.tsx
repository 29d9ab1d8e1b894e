import { useState } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import type { PowerAction } from '../power/power-waiting-store';
import { OverlayModal } from './overlay-modal';
import { requestPower } from './power-request';

/**
 * spec 2 §8: the generic disk-problem dialog (N300029 and every blocking code without its own):
 * shut down, restart, or go to the storage manager. Shown to the super administrator; the others
 * get the waiting variant.
 */
export function BlockingOverlay({
  code,
  onOpenStorage,
}: {
  code: number | string;
  onOpenStorage: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<PowerAction | null>(null);
  const [error, setError] = useState('');
  const power = async (action: PowerAction) => {
    setBusy(action);
    setError('');
    const failure = await requestPower(action);
    setBusy(null);
    if (failure) setError(failure || t('overlays.blocking.powerFailed'));
  };
  return (
    <OverlayModal
      title={t('overlays.blocking.title')}
      testId="overlay-blocking"
      footer={
        <Space wrap>
          <Button data-testid="overlay-blocking-storage" onClick={onOpenStorage}>
            {t('overlays.blocking.openStorage')}
          </Button>
          <Button
            data-testid="overlay-blocking-reboot"
            loading={busy === 'reboot'}
            onClick={() => void power('reboot')}
          >
            {t('overlays.blocking.reboot')}
          </Button>
          <Button
            data-testid="overlay-blocking-shutdown"
            danger
            type="primary"
            loading={busy === 'shutdown'}
            onClick={() => void power('shutdown')}
          >
            {t('overlays.blocking.shutdown')}
          </Button>
        </Space>
      }
    >
      <p className="storage-overlay__lead">{t('overlays.blocking.text')}</p>
      <p className="storage-overlay__code" data-testid="overlay-blocking-code">
        {t('overlays.blocking.code', { code: String(code) })}
      </p>
      {error && (
        <p role="alert" className="storage-overlay__error">
          {error}
        </p>
      )}
    </OverlayModal>
  );
}
