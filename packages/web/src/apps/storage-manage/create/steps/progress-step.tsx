import { Progress, Steps, Typography } from 'antd';
import type { JobInfo } from '@coffer/contract';
import { useTranslation } from '../../../../i18n/use-translation';
import { FORMAT_STEPS, formatStepIndex } from '../format-job';

/**
 * STOR-FMT-01: the format job's step (prepare, smarttest, formatting, init) and percent, as the
 * daemon reports them. The SMART step is done when the check ran before, skipped otherwise.
 */
export function ProgressStep({
  job,
  name,
  smartChecked,
}: {
  job: JobInfo | null;
  name: string;
  smartChecked: boolean;
}) {
  const { t } = useTranslation();
  const at = formatStepIndex(job);
  // The format job itself goes from prepare straight to formatting: the SMART check is not its step.
  const current = at === 1 ? 2 : at;
  const items = FORMAT_STEPS.map((step, index) => ({
    key: step,
    title: t(`storage.create.progressStep.${step}`),
    content: step === 'smarttest' && !smartChecked ? t('storage.create.smartSkipped') : undefined,
    status:
      index < current ? ('finish' as const) : index === current ? ('process' as const) : ('wait' as const),
  }));
  return (
    <div className="create-step" data-testid="create-step-progress">
      <Typography.Title level={5} className="create-heading">
        {t('storage.create.progressTitle', { name })}
      </Typography.Title>
      <Steps size="small" current={current} items={items} className="create-format-steps" />
      <Progress
        percent={job?.percent ?? 0}
        status="active"
        className="create-progress"
        data-testid="create-progress"
        data-step={job?.description ?? ''}
      />
      <Typography.Paragraph type="secondary">{t('storage.create.progressHint')}</Typography.Paragraph>
    </div>
  );
}
