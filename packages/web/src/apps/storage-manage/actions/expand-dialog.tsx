import { useMemo, useState } from 'react';
import { Alert, Button, Modal, Space } from 'antd';
import { formatCapacity } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { useDialogs } from '../../../shell/dialogs/use-dialogs';
import type { ActionDialogProps } from './action-dialog-props';
import { DiskChoiceList } from './disk-choice-list';
import { capacityAfterExpansion, expandProblems, expansionChoices } from './expand-rules';
import { JobProgress } from './job-progress';
import { minimumSize } from './pool-growth';
import { ProblemList } from './problem-list';
import { startFormatJob } from './start-format-job';
import { useFormatVerify } from './use-format-verify';

/**
 * Expansion (STOR-EXP-01): free disks of the pool's kind, at least its smallest member (RAID10 by
 * pairs), the capacity after; then the password and the balance job's progress.
 */
export default function ExpandDialog({ pool, info, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const choices = useMemo(() => expansionChoices(pool, info.disks), [pool, info.disks]);
  const verify = useFormatVerify(jobId === null ? { action: 'dilate', pid: pool.id, sys: chosen } : null);
  const problems = [
    ...new Set([
      ...expandProblems(pool, chosen).map((key) => t(`storage.actions.expand.problem.${key}`)),
      ...verify.problemsOf('sys'),
      ...verify.problemsOf('pid'),
      ...verify.problemsOf(''),
    ]),
  ];
  // "Choose the disks" is the prompt itself before anything is chosen, not a refusal to show in red.
  const shown = chosen.length === 0 ? [] : problems;

  const start = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const outcome = await startFormatJob(dialogs, { action: 'dilate', pid: pool.id, sys: chosen });
      if (outcome && 'error' in outcome) setRefusal(outcome.error);
      else if (outcome) setJobId(outcome.jobId);
    } finally {
      setBusy(false);
    }
  };

  const footer = jobId ? (
    <Button type="primary" onClick={onClose} data-testid="expand-close">
      {t('storage.actions.close')}
    </Button>
  ) : (
    <Space>
      <Button onClick={onClose} data-testid="expand-cancel">
        {t('storage.actions.cancel')}
      </Button>
      <Button
        type="primary"
        loading={busy}
        disabled={problems.length > 0 || verify.checking}
        onClick={() => void start()}
        data-testid="expand-start"
      >
        {t('storage.actions.expand.start')}
      </Button>
    </Space>
  );

  return (
    <Modal
      open
      title={t('storage.actions.expand.title', { name: pool.name })}
      onCancel={onClose}
      footer={footer}
      width={560}
      mask={{ closable: false }}
    >
      <div data-testid="expand-dialog">
        {jobId ? (
          <JobProgress jobId={jobId} doneText={t('storage.actions.expand.done')} />
        ) : (
          <>
            <p>{t('storage.actions.expand.pick')}</p>
            <DiskChoiceList
              choices={choices}
              chosen={chosen}
              onChange={setChosen}
              minSize={minimumSize(pool)}
              testId="expand-disks"
            />
            <p className="pool-action-capacity" data-testid="expand-capacity">
              {t('storage.actions.expand.capacity', {
                before: formatCapacity(pool.total_size),
                after: formatCapacity(capacityAfterExpansion(pool, chosen.length)),
              })}
            </p>
            <ProblemList problems={shown} testId="expand-problems" />
            {refusal ? <Alert type="error" showIcon title={refusal} data-testid="expand-error" /> : null}
            <p className="pool-action-muted">{t('storage.actions.password')}</p>
          </>
        )}
      </div>
    </Modal>
  );
}
