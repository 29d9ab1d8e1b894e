import { Button, Result } from 'antd';
import { useTranslation } from '../../../../i18n/use-translation';

/**
 * STOR-FMT-10: why the format failed, the hint to re-plug the disks or restart and retry, and the
 * way to check the disks' SMART first. Retry and exit are the wizard's buttons.
 */
export function FailureStep({ reason, onTrySmart }: { reason: string; onTrySmart: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="create-step" data-testid="create-step-failure">
      <Result
        status="error"
        title={t('storage.create.failureTitle')}
        subTitle={
          <>
            <div data-testid="create-failure-reason">
              {t('storage.create.failureReason', { msg: reason })}
            </div>
            <div>{t('storage.create.failureHint')}</div>
          </>
        }
        extra={
          <Button type="link" onClick={onTrySmart} data-testid="create-try-smart">
            {t('storage.create.trySmart')}
          </Button>
        }
      />
    </div>
  );
}
