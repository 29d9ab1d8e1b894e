import { Alert, Progress } from 'antd';
import { messageOf, type JobInfo } from '@coffer/contract';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { useJobProgress } from './use-job-progress';

const STEPS = ['prepare', 'adding', 'balancing', 'replacing', 'converting', 'done'] as const;
type Step = (typeof STEPS)[number];
const isStep = (description: string): description is Step =>
  (STEPS as readonly string[]).includes(description);

/** A job's progress bar and step, then how it ended. */
export function JobProgress({ jobId, doneText }: { jobId: string; doneText: string }) {
  const { t } = useTranslation();
  const { job, error } = useJobProgress(jobId);
  if (error) return <Alert type="error" showIcon title={t('storage.actions.loadFailed')} />;
  if (!job) return <Progress percent={0} status="active" data-testid="job-progress" />;
  return (
    <div data-testid="job-progress" data-state={job.state}>
      <Progress percent={job.percent} status={statusOf(job)} />
      <JobLine job={job} doneText={doneText} />
    </div>
  );
}

function statusOf(job: JobInfo): 'active' | 'success' | 'exception' | 'normal' {
  if (job.state === 'done') return 'success';
  if (job.state === 'failed') return 'exception';
  if (job.state === 'cancelled') return 'normal';
  return 'active';
}

function JobLine({ job, doneText }: { job: JobInfo; doneText: string }) {
  const { t } = useTranslation();
  if (job.state === 'done') return <Alert type="success" showIcon title={doneText} data-testid="job-done" />;
  if (job.state === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        data-testid="job-failed"
        title={t('storage.actions.job.failed', { message: failureOf(job) })}
      />
    );
  }
  if (job.state === 'cancelled') return <Alert type="info" title={t('storage.actions.job.cancelled')} />;
  const step = isStep(job.description) ? t(`storage.actions.job.step.${job.description}`) : job.description;
  return <span className="pool-action-muted">{t('storage.actions.job.running', { step })}</span>;
}

/** A failed job's catalogue message, with the engine's detail where the message has room for it. */
function failureOf(job: JobInfo): string {
  const reason = job.errorMessage ?? '';
  if (job.errorCode === null) return reason;
  return messageOf(job.errorCode as Parameters<typeof messageOf>[0], currentLanguage(), { reason });
}
