import { Code, messageOf, type JobInfo, type Lang } from '@coffer/contract';

/** STOR-FMT-01: the steps of a format as the progress view shows them. */
export const FORMAT_STEPS = ['prepare', 'smarttest', 'formatting', 'init'] as const;
export type FormatStep = (typeof FORMAT_STEPS)[number];

/**
 * Where the job is among FORMAT_STEPS: the index of its current step, FORMAT_STEPS.length once
 * done. The engine's own words (prepare, formatting, init, done) are the spec's step names.
 */
export function formatStepIndex(job: Pick<JobInfo, 'state' | 'description'> | null): number {
  if (!job) return 0;
  if (job.state === 'done' || job.description === 'done') return FORMAT_STEPS.length;
  const at = FORMAT_STEPS.indexOf(job.description as FormatStep);
  return at < 0 ? 0 : at;
}

export type JobOutcome = 'running' | 'done' | 'failed' | 'cancelled';

export function jobOutcome(job: Pick<JobInfo, 'state'> | null): JobOutcome {
  if (!job || job.state === 'queued' || job.state === 'running') return 'running';
  return job.state;
}

/**
 * The reason shown after "格式化失败原因：" (STOR-FMT-10). A failed command's job carries C104005 and
 * the daemon's English "Formatting failed: <reason>"; the reason is the command's own words. Any
 * other code is worded from the catalogue in the page's language.
 */
export function failureReason(job: Pick<JobInfo, 'errorCode' | 'errorMessage'>, lang: Lang): string | null {
  const code = job.errorCode === null ? null : String(job.errorCode);
  if (code === Code.formatFailed || code === null) {
    const prefix = messageOf(Code.formatFailed, 'en', { reason: '' });
    const message = job.errorMessage ?? '';
    const reason = message.startsWith(prefix) ? message.slice(prefix.length) : message;
    return reason.trim() === '' ? null : reason.trim();
  }
  const worded = messageOf(code as Parameters<typeof messageOf>[0], lang);
  return worded === code ? (job.errorMessage ?? code) : worded;
}
