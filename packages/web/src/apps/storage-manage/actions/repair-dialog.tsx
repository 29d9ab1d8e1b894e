import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Modal, Space, Steps, Tag } from 'antd';
import { formatCapacity } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { useDialogs } from '../../../shell/dialogs/use-dialogs';
import { slotLabel } from '../data/disk-labels';
import type { ActionDialogProps } from './action-dialog-props';
import { DiskChoiceList } from './disk-choice-list';
import { JobProgress } from './job-progress';
import { minimumSize } from './pool-growth';
import { ProblemList } from './problem-list';
import {
  membersInRepairOrder,
  repairMemberProblems,
  replacementChoices,
  replacementProblems,
} from './repair-rules';
import { startFormatJob } from './start-format-job';
import { useFormatVerify } from './use-format-verify';

const STATUS_COLOUR: Record<string, string> = { ok: 'green', missing: 'red', fault: 'red' };

/**
 * Repair in two steps (STOR-REP-01..04): the members to rebuild (missing and faulty first; RAID10
 * members with their group), then the replacement disks; then the password and the replace job.
 */
export default function RepairDialog({ pool, info, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [step, setStep] = useState(0);
  const [members, setMembers] = useState<string[]>(() =>
    pool.system_disks.filter((member) => member.status !== 'ok').map((member) => member.sn),
  );
  const [replacements, setReplacements] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);

  const ordered = useMemo(() => membersInRepairOrder(pool), [pool]);
  const choices = useMemo(() => replacementChoices(pool, info.disks), [pool, info.disks]);
  const raid10 = pool.raid_type === 'raid10';

  const memberProblems = repairMemberProblems(pool, members).map((key) =>
    t(`storage.actions.repair.problem.${key}`),
  );
  const diskProblems = replacementProblems(members, replacements).map((key) =>
    t(`storage.actions.repair.problem.${key}`),
  );
  const verify = useFormatVerify(
    jobId === null ? { action: 'repair', pid: pool.id, repair: members, sys: replacements } : null,
  );
  // The engine's word on each step's own fields, once something is chosen there.
  const stepOneProblems = unique([
    ...memberProblems,
    ...(members.length > 0 ? [...verify.problemsOf('repair'), ...verify.problemsOf('pid')] : []),
  ]);
  const stepTwoProblems = unique([
    ...diskProblems,
    ...(replacements.length > 0 ? [...verify.problemsOf('sys'), ...verify.problemsOf('')] : []),
  ]);
  // Nothing chosen yet is what the step asks for, not a refusal: the button waits and says so.
  const stepOnePrompt = members.length === 0 ? t('storage.actions.repair.problem.noMember') : null;
  const stepTwoPrompt = replacements.length === 0 ? t('storage.actions.repair.problem.noReplacement') : null;

  const start = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const outcome = await startFormatJob(dialogs, {
        action: 'repair',
        pid: pool.id,
        repair: members,
        sys: replacements,
      });
      if (outcome && 'error' in outcome) setRefusal(outcome.error);
      else if (outcome) {
        setJobId(outcome.jobId);
        setStep(2);
      }
    } finally {
      setBusy(false);
    }
  };

  const footer =
    step === 0 ? (
      <Space>
        <Button onClick={onClose} data-testid="repair-cancel">
          {t('storage.actions.cancel')}
        </Button>
        <Button
          type="primary"
          disabled={stepOneProblems.length > 0 || stepOnePrompt !== null}
          onClick={() => setStep(1)}
          data-testid="repair-next"
        >
          {t('storage.actions.next')}
        </Button>
      </Space>
    ) : step === 1 ? (
      <Space>
        <Button onClick={() => setStep(0)} data-testid="repair-back">
          {t('storage.actions.back')}
        </Button>
        <Button
          type="primary"
          danger
          loading={busy}
          disabled={stepTwoProblems.length > 0 || stepTwoPrompt !== null || verify.checking}
          onClick={() => void start()}
          data-testid="repair-start"
        >
          {t('storage.actions.repair.start')}
        </Button>
      </Space>
    ) : (
      <Button type="primary" onClick={onClose} data-testid="repair-close">
        {t('storage.actions.close')}
      </Button>
    );

  return (
    <Modal
      open
      title={t('storage.actions.repair.title', { name: pool.name })}
      onCancel={onClose}
      footer={footer}
      width={560}
      mask={{ closable: false }}
    >
      <div data-testid="repair-dialog">
        <Steps
          size="small"
          current={Math.min(step, 1)}
          className="pool-action-steps"
          items={[
            { title: t('storage.actions.repair.stepMembers') },
            { title: t('storage.actions.repair.stepDisks') },
          ]}
        />
        {step === 0 ? (
          <div data-testid="repair-step-members">
            <p>{t('storage.actions.repair.pickMembers')}</p>
            <Checkbox.Group value={members} onChange={(values) => setMembers(values.map(String))}>
              <Space orientation="vertical">
                {ordered.map((member) => {
                  const disk = info.disks.find((candidate) => candidate.sn === member.sn);
                  return (
                    <Checkbox key={member.sn} value={member.sn} data-testid={`repair-member-${member.sn}`}>
                      {raid10 ? (
                        <Tag>{t('storage.actions.repair.group', { gid: member.raid10_gid })}</Tag>
                      ) : null}
                      {disk ? `${slotLabel(disk, t)} · ` : ''}
                      {member.sn}{' '}
                      <Tag color={STATUS_COLOUR[member.status] ?? 'orange'}>
                        {t(`storage.diskStatus.${member.status}`)}
                      </Tag>
                    </Checkbox>
                  );
                })}
              </Space>
            </Checkbox.Group>
            {stepOnePrompt ? <p className="pool-action-muted">{stepOnePrompt}</p> : null}
            <ProblemList problems={stepOneProblems} testId="repair-problems" />
          </div>
        ) : null}
        {step === 1 ? (
          <div data-testid="repair-step-disks">
            <p>
              {t('storage.actions.repair.pickDisks', {
                count: members.length,
                size: formatCapacity(minimumSize(pool)),
              })}
            </p>
            {choices.length === 0 ? (
              <Alert type="warning" showIcon title={t('storage.actions.repair.noDisk')} />
            ) : (
              <DiskChoiceList
                choices={choices}
                chosen={replacements}
                onChange={setReplacements}
                minSize={minimumSize(pool)}
                testId="repair-disks"
              />
            )}
            {stepTwoPrompt ? <p className="pool-action-muted">{stepTwoPrompt}</p> : null}
            <ProblemList problems={stepTwoProblems} testId="repair-problems" />
            {refusal ? <Alert type="error" showIcon title={refusal} data-testid="repair-error" /> : null}
            <p className="pool-action-muted">{t('storage.actions.password')}</p>
          </div>
        ) : null}
        {step === 2 && jobId ? (
          <JobProgress jobId={jobId} doneText={t('storage.actions.repair.done')} />
        ) : null}
      </div>
    </Modal>
  );
}

function unique(texts: readonly string[]): string[] {
  return [...new Set(texts)];
}
