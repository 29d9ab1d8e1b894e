import type { ReactNode } from 'react';
import { Button, Result, Spin, Steps } from 'antd';
import { CallError } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';

const STEP_KEYS = ['pool', 'disks', 'migrate', 'finish'] as const;

/**
 * One step of the migration in the 600x400 window: where it is among the four steps, the step's
 * content (scrolling when it has to) and its buttons, always in view at the bottom.
 */
export function SwitchDiskFrame({
  step,
  status,
  children,
  footer,
}: {
  /** 0 pool, 1 new disks, 2 migrating, 3 finished; absent: a page outside the steps. */
  step?: number;
  /** How the current step ended: in a failure, or done (the last step shows done). */
  status?: 'error' | 'finish';
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="switch-disk" data-testid="switch-disk">
      {step === undefined ? null : (
        <Steps
          className="switch-disk-steps"
          size="small"
          current={step}
          status={status}
          items={STEP_KEYS.map((key) => ({ title: t(`switchDisk.steps.${key}`) }))}
        />
      )}
      <div className="switch-disk-body">{children}</div>
      {footer ? <div className="switch-disk-footer">{footer}</div> : null}
    </div>
  );
}

/** A step's content while its facts load. */
export function SwitchDiskLoading() {
  const { t } = useTranslation();
  return (
    <Spin
      className="switch-disk-loading"
      description={t('switchDisk.loading')}
      data-testid="switch-disk-loading"
    >
      <span />
    </Spin>
  );
}

/** A step's content when its facts could not be read, with a retry. */
export function SwitchDiskLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      className="switch-disk-result"
      status="error"
      data-testid="switch-disk-error"
      title={t('switchDisk.loadFailed')}
      subTitle={error instanceof CallError ? error.result.message : ''}
      extra={<Button onClick={retry}>{t('common.retry')}</Button>}
    />
  );
}
