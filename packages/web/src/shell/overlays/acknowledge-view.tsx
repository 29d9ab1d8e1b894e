import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Space } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { useEnterKey } from '../dialogs/use-enter-key';
import { useCountdown } from './use-countdown';

export interface AcknowledgeViewProps {
  busy: boolean;
  error: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * spec 2 §4.1, §5: before continuing without a missing disk, its warning is read for 10 s; only
 * then can the box be ticked, and only a ticked box confirms. Enter confirms, Esc goes back.
 */
export function AcknowledgeView({ busy, error, onConfirm, onCancel }: AcknowledgeViewProps) {
  const { t } = useTranslation();
  const left = useCountdown();
  const [ticked, setTicked] = useState(false);
  const ready = left === 0 && ticked && !busy;
  useEnterKey(ready, onConfirm);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busy) onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [busy, onCancel]);

  const checkboxReason = left > 0 ? t('overlays.acknowledge.waitReason', { seconds: left }) : '';
  const okReason = !ticked ? t('overlays.acknowledge.tickReason') : '';
  return (
    <div data-testid="overlay-acknowledge">
      <h3 className="storage-overlay__step-title">{t('overlays.acknowledge.title')}</h3>
      <Alert
        type="warning"
        showIcon
        title={t('overlays.confirm.missingTitle')}
        description={t('overlays.acknowledge.warning')}
      />
      <p className="storage-overlay__countdown" data-testid="overlay-countdown" aria-live="polite">
        {left > 0 ? t('overlays.acknowledge.countdown', { seconds: left }) : ''}
      </p>
      <Checkbox
        data-testid="overlay-acknowledge-checkbox"
        disabled={left > 0}
        checked={ticked}
        title={checkboxReason}
        onChange={(event) => setTicked(event.target.checked)}
      >
        {t('overlays.acknowledge.checkbox')}
      </Checkbox>
      {checkboxReason && (
        <p className="storage-overlay__reason" data-testid="overlay-acknowledge-checkbox-reason">
          {checkboxReason}
        </p>
      )}
      {error && (
        <p role="alert" className="storage-overlay__error" data-testid="overlay-confirm-error">
          {error}
        </p>
      )}
      <div className="storage-overlay__actions">
        {!ready && !busy && okReason && left === 0 && (
          <span className="storage-overlay__reason" data-testid="overlay-acknowledge-ok-reason">
            {okReason}
          </span>
        )}
        <Space>
          <Button data-testid="overlay-acknowledge-cancel" disabled={busy} onClick={onCancel}>
            {t('overlays.acknowledge.cancel')}
          </Button>
          <Button
            data-testid="overlay-acknowledge-ok"
            type="primary"
            danger
            disabled={!ready}
            loading={busy}
            title={okReason || checkboxReason}
            onClick={onConfirm}
          >
            {t('overlays.acknowledge.ok')}
          </Button>
        </Space>
      </div>
    </div>
  );
}
