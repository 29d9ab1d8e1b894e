import { useState } from 'react';
import { Alert, Button, Form, Modal } from 'antd';
import {
  CALLS,
  EXTERNAL_FILESYSTEMS,
  PasswordEvent,
  formatCapacity,
  type ExternalDisk,
  type ExternalFilesystem,
} from '@coffer/contract';
import { call } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { useDialogs } from '../../../shell/dialogs/use-dialogs';
import { ReasonButton } from '../usage/reason-button';
import { ExternalFormatFields } from './external-format-fields';
import { externalSlotLabel, labelProblems } from './external-labels';
import { FormatDone, FormatFailed, FormatProgress } from './format-steps';
import { refusalByField } from './refusal-fields';
import { isFinished, useFormatJob } from './use-format-job';

export interface FormatExternalDialogProps {
  disk: ExternalDisk;
  onClose: () => void;
  /** Tells the page while the disk is being formatted, so its other actions wait. */
  onRunning: (running: boolean) => void;
}

/**
 * STOR-EXT-02: formats an external disk into one partition. The file system (the engine's list, the
 * first by default), an optional label checked by the engine's rules as it is typed, the box that
 * agrees the disk is merged and erased, the StorageFormat password; then the job's progress and the
 * new partition.
 */
export default function FormatExternalDialog({ disk, onClose, onRunning }: FormatExternalDialogProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [fs, setFs] = useState<ExternalFilesystem>(EXTERNAL_FILESYSTEMS[0]);
  const [label, setLabel] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [labelRefusal, setLabelRefusal] = useState<string[]>([]);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useFormatJob(jobId);

  const problems = labelProblems(fs, label, t);
  const shownProblems = problems.length > 0 ? problems : labelRefusal;
  const reason =
    problems.length > 0
      ? t('storage.external.formatDialog.fixLabel')
      : !agreed
        ? t('storage.external.formatDialog.mustAgree')
        : null;
  const running = jobId !== null && !isFinished(job.data);
  const finished = jobId !== null && isFinished(job.data);

  const start = async () => {
    if (reason || busy) return;
    setRefusal(null);
    setLabelRefusal([]);
    if (!(await dialogs.adminPasswordConfirm({ eventName: PasswordEvent.storageFormat }))) return;
    setBusy(true);
    try {
      const result = await call(CALLS.externalFormat, { dev: disk.dev, fs, label }, { toast: false });
      if (!result.success) {
        const byField = refusalByField(result);
        setLabelRefusal(byField.label ?? []);
        if (!byField.label) setRefusal(result.message);
        return;
      }
      setJobId(result.data.jobId);
      onRunning(true);
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    if (running) return;
    onRunning(false);
    onClose();
  };

  const diskLine = t('storage.external.formatDialog.disk', {
    slot: externalSlotLabel(disk, t),
    model: disk.model ?? disk.dev,
    size: formatCapacity(disk.sizeBytes),
  });

  let body;
  let footer;
  if (jobId === null) {
    body = (
      <Form layout="vertical" onFinish={() => void start()} className="external-format-form">
        <p className="external-muted" data-testid="external-format-disk">
          {diskLine}
        </p>
        <Alert
          type="warning"
          showIcon
          className="external-note"
          title={t('storage.external.formatDialog.warning')}
        />
        <ExternalFormatFields
          fs={fs}
          onFs={(chosen) => {
            setFs(chosen);
            setLabelRefusal([]);
          }}
          label={label}
          onLabel={(typed) => {
            setLabel(typed);
            setLabelRefusal([]);
          }}
          problems={shownProblems}
          agreed={agreed}
          onAgreed={setAgreed}
          testId="external-format"
        />
        {refusal ? (
          <Alert
            type="error"
            showIcon
            className="external-note external-refusal"
            data-testid="external-format-refused"
            title={t('storage.external.formatDialog.refused')}
            description={refusal}
          />
        ) : null}
        {/* Enter in the label field submits, as the footer's button does. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    );
    footer = [
      <Button key="cancel" onClick={close} data-testid="external-format-cancel">
        {t('storage.external.formatDialog.cancel')}
      </Button>,
      <ReasonButton
        key="start"
        type="primary"
        danger
        loading={busy}
        reason={reason}
        onClick={() => void start()}
        data-testid="external-format-start"
      >
        {t('storage.external.formatDialog.start')}
      </ReasonButton>,
    ];
  } else if (!finished) {
    body = <FormatProgress diskLine={diskLine} job={job.data ?? null} />;
    footer = null;
  } else if (job.data?.state === 'done') {
    body = <FormatDone disk={disk} fs={fs} />;
    footer = [
      <Button key="close" type="primary" onClick={close} data-testid="external-format-close">
        {t('storage.external.formatDialog.close')}
      </Button>,
    ];
  } else {
    body = <FormatFailed job={job.data ?? null} />;
    footer = [
      <Button
        key="back"
        onClick={() => {
          setJobId(null);
          onRunning(false);
        }}
        data-testid="external-format-back"
      >
        {t('storage.external.formatDialog.back')}
      </Button>,
      <Button key="close" type="primary" onClick={close} data-testid="external-format-close">
        {t('storage.external.formatDialog.close')}
      </Button>,
    ];
  }

  return (
    <Modal
      open
      title={t('storage.external.formatDialog.title')}
      onCancel={close}
      closable={!running}
      keyboard={!running}
      mask={{ closable: false }}
      footer={footer}
      width={560}
      data-testid="external-format-dialog"
    >
      {body}
    </Modal>
  );
}
