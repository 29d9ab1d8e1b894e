import { useEffect, useState, type ReactNode } from 'react';
import { Button, Modal, Steps, Tooltip } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { PasswordEvent } from '@coffer/contract';
import type { CallFailure } from '../../../api/client';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { useDialogs } from '../../../shell/dialogs/use-dialogs';
import { useStorageInfo } from '../data/use-storage-info';
import { failureReason, jobOutcome } from './format-job';
import {
  acknowledgeFormat,
  cancelFormatFlow,
  prepareNewPool,
  smartBeforeFormat,
  startNewPool,
} from './format-flow-calls';
import { RAID_MODES } from '@coffer/contract';
import { ConfirmStep } from './steps/confirm-step';
import { CompleteStep } from './steps/complete-step';
import { DiskStep } from './steps/disk-step';
import { EncryptIntroStep, EncryptPasswordStep } from './steps/encryption-steps';
import { FailureStep } from './steps/failure-step';
import { ModeStep } from './steps/mode-step';
import { ProgressStep } from './steps/progress-step';
import { SmartCheckStep } from './steps/smart-check-step';
import { SpareStep } from './steps/spare-step';
import type { WizardStepProps } from './steps/step-props';
import { useCreateProblems } from './use-create-problems';
import { useFormatJob } from './use-format-job';
import { useSmartTask, type SmartTask } from './use-smart-task';
import { leaveAction, problemsOfStep, stepBlocker, stepIndicator, type StepBlocker } from './wizard-state';
import { useWizardStore } from './wizard-store';
import './create-wizard.css';

/**
 * The create-pool wizard (spec 3 §2, §4): one modal whose steps choose the kind, mode, disks, name,
 * spare and encryption, then confirm, format and end in the result. Its state lives in the wizard
 * store, so the job is never lost while the modal is open.
 */
export default function CreatePoolWizard() {
  const { t } = useTranslation();
  const state = useWizardStore((store) => store.state);
  const dispatch = useWizardStore((store) => store.dispatch);
  const close = useWizardStore((store) => store.close);
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  const { data: info } = useStorageInfo();
  const checks = useCreateProblems(state);
  const job = useFormatJob(state.jobId);
  const smart = useSmartTask(state.protocol, state.smartJobId);
  const [busy, setBusy] = useState(false);

  const disks = info?.disks ?? [];
  const pools = [...(info?.pools ?? []), ...(info?.cachePools ?? [])];
  const problems = problemsOfStep(state.step, checks.problems);
  const blocker = stepBlocker(state, { problems, checking: checks.checking });
  const reloadPools = () => queryClient.invalidateQueries({ queryKey: ['storage'] });

  // The job's end moves the wizard on; the pools are read again at once (STOR-FMT-09).
  const jobData = job.data ?? null;
  useEffect(() => {
    if (state.step !== 'progress' || jobData === null) return;
    const outcome = jobOutcome(jobData);
    if (outcome === 'running') return;
    void queryClient.invalidateQueries({ queryKey: ['storage'] });
    if (outcome === 'done') dispatch({ type: 'finished' });
    else if (outcome === 'cancelled')
      dispatch({ type: 'failed', reason: t('storage.create.failureCancelled') });
    else
      dispatch({
        type: 'failed',
        reason: failureReason(jobData, currentLanguage()) ?? t('storage.create.failureUnknown'),
      });
  }, [state.step, jobData, dispatch, queryClient, t]);

  const refuse = (result: CallFailure) =>
    dispatch({ type: 'startRefused', message: result.message || String(result.code) });

  /** The administrator password (held 5 s), then startFormat at once (STOR-FMT-08). */
  const execute = async () => {
    if (!(await dialogs.adminPasswordConfirm({ eventName: PasswordEvent.storageFormat }))) return;
    const started = await startNewPool(state);
    if (!started.success) return refuse(started);
    dispatch({ type: 'started', jobId: started.data.jobId, poolId: started.data.poolId });
    void reloadPools();
  };

  /** prepareFormat, then the SMART check when asked for (STOR-FMT-03/05), then the format. */
  const start = async () => {
    setBusy(true);
    try {
      const prepared = await prepareNewPool(state);
      if (!prepared.success) return refuse(prepared);
      dispatch({ type: 'prepared' });
      const checked = await smartBeforeFormat(state, state.smartCheck);
      if (!checked.success) return refuse(checked);
      if (checked.data.jobId !== null) return dispatch({ type: 'smartStarted', jobId: checked.data.jobId });
      await execute();
    } finally {
      setBusy(false);
    }
  };

  const goOn = async () => {
    setBusy(true);
    try {
      await execute();
    } finally {
      setBusy(false);
    }
  };

  /** STOR-FMT-06/07/11: leaving cancels what the daemon holds of this flow. */
  const leave = async () => {
    switch (leaveAction(state)) {
      case 'askThenCancel': {
        const agreed = await dialogs.confirm({
          title: t('storage.create.closeRunningTitle'),
          message: t('storage.create.closeRunningMessage'),
          okText: t('storage.create.closeRunningOk'),
          cancelText: t('storage.create.closeRunningKeep'),
          danger: true,
        });
        if (!agreed) return;
        await cancelFormatFlow();
        break;
      }
      case 'acknowledge':
        await acknowledgeFormat();
        break;
      case 'cancelFlow':
        await cancelFormatFlow();
        break;
      case 'discard':
        break;
    }
    void reloadPools();
    close();
  };

  const next = () => {
    if (!blocker) dispatch({ type: 'next' });
  };
  const stepProps: WizardStepProps = {
    state,
    dispatch,
    disks,
    pools,
    problems,
    checking: checks.checking,
    onEnter: next,
  };
  const indicator = stepIndicator(state.step, state.encrypt);

  return (
    <Modal
      open
      title={t('storage.create.title')}
      width={800}
      centered
      mask={{ closable: false }}
      closeIcon={<CloseOutlined data-testid="create-close" aria-label={t('storage.create.cancel')} />}
      onCancel={() => void leave()}
      footer={
        <Footer
          busy={busy}
          blocker={blocker}
          smartRunning={
            !smart.isError && (smart.data === undefined || jobOutcome(smart.data.task) === 'running')
          }
          smartFlagged={(smart.data?.disks ?? []).some(
            (reading) => reading.replace === 1 && allChosen(state).includes(reading.sn),
          )}
          onLeave={() => void leave()}
          onNext={next}
          onStart={() => void start()}
          onGoOn={() => void goOn()}
        />
      }
      className="create-wizard"
      styles={{ body: { maxHeight: 'calc(100vh - 200px)', overflowY: 'auto' } }}
    >
      <div data-testid="create-wizard" data-step={state.step}>
        <Steps
          size="small"
          className="create-steps"
          current={indicator.current}
          status={state.step === 'failure' ? 'error' : undefined}
          items={indicator.steps.map((step) => ({ key: step, title: t(`storage.create.steps.${step}`) }))}
        />
        <StepBody
          stepProps={stepProps}
          smart={{ data: smart.data, error: smart.isError ? (smart.error?.message ?? '') : null }}
          jobData={jobData}
          info={info}
        />
      </div>
    </Modal>
  );
}

function StepBody({
  stepProps,
  smart,
  jobData,
  info,
}: {
  stepProps: WizardStepProps;
  smart: { data: SmartTask | undefined; error: string | null };
  jobData: ReturnType<typeof useFormatJob>['data'];
  info: ReturnType<typeof useStorageInfo>['data'];
}) {
  const { state, dispatch } = stepProps;
  switch (state.step) {
    case 'mode':
      return <ModeStep {...stepProps} />;
    case 'disks':
      return <DiskStep {...stepProps} />;
    case 'spare':
      return <SpareStep {...stepProps} />;
    case 'encryptIntro':
      return <EncryptIntroStep />;
    case 'encryptPassword':
      return <EncryptPasswordStep state={state} dispatch={dispatch} onEnter={stepProps.onEnter} />;
    case 'confirm':
      return <ConfirmStep {...stepProps} />;
    case 'smartCheck':
      return (
        <SmartCheckStep
          task={smart.data}
          error={smart.error}
          chosen={allChosen(state)}
          disks={stepProps.disks}
        />
      );
    case 'progress':
      return <ProgressStep job={jobData ?? null} name={state.name.trim()} smartChecked={state.smartCheck} />;
    case 'complete':
      return <CompleteStep poolId={state.poolId} info={info} />;
    case 'failure':
      return <FailureStep reason={state.failure ?? ''} onTrySmart={() => dispatch({ type: 'trySmart' })} />;
  }
}

const allChosen = (state: WizardStepProps['state']) =>
  state.spare ? [...state.disks, state.spare] : state.disks;

/** The words of a blocker, shown on the disabled button. */
function useBlockerText(blocker: StepBlocker | null): string | null {
  const { t } = useTranslation();
  const mode = useWizardStore((store) => store.state.mode);
  if (!blocker) return null;
  switch (blocker.reason) {
    case 'chooseKind':
    case 'chooseMode':
    case 'password':
    case 'erase':
      return t(`storage.create.blocker.${blocker.reason}`);
    case 'count': {
      const status = blocker.status;
      if (status.kind === 'needMore') return t('storage.create.needMore', { n: status.n });
      if (status.kind === 'even') return t('storage.create.even');
      return t('storage.create.tooMany', { mode: mode ? RAID_MODES[mode].label : '', max: status.max });
    }
    case 'nameMissing':
      return t('storage.create.nameMissing');
    case 'checking':
      return t('storage.create.checking');
    case 'problem':
      return blocker.message;
  }
}

/** The wizard's buttons for the step it is on; a disabled main button says why. */
function Footer({
  busy,
  blocker,
  smartRunning,
  smartFlagged,
  onLeave,
  onNext,
  onStart,
  onGoOn,
}: {
  busy: boolean;
  blocker: StepBlocker | null;
  smartRunning: boolean;
  /** A checked disk should be replaced: going on is the dangerous choice. */
  smartFlagged: boolean;
  onLeave: () => void;
  onNext: () => void;
  onStart: () => void;
  onGoOn: () => void;
}) {
  const { t } = useTranslation();
  const state = useWizardStore((store) => store.state);
  const dispatch = useWizardStore((store) => store.dispatch);
  const reason = useBlockerText(blocker);
  const back = (
    <Button key="back" disabled={busy} onClick={() => dispatch({ type: 'back' })} data-testid="create-back">
      {t('storage.create.back')}
    </Button>
  );
  const main = (label: string, onClick: () => void, testId: string, danger = false): ReactNode => {
    const button = (
      <Button
        key={testId}
        type="primary"
        danger={danger}
        disabled={reason !== null}
        loading={busy}
        onClick={onClick}
        data-testid={testId}
      >
        {label}
      </Button>
    );
    return reason === null ? (
      button
    ) : (
      <Tooltip key={testId} title={reason}>
        <span className="create-disabled" data-testid={`${testId}-reason`} data-reason={reason}>
          {button}
        </span>
      </Tooltip>
    );
  };
  const cancel = (
    <Button key="cancel" onClick={onLeave} data-testid="create-cancel">
      {t('storage.create.cancel')}
    </Button>
  );
  switch (state.step) {
    case 'mode':
      return [cancel, main(t('storage.create.next'), onNext, 'create-next')];
    case 'disks':
    case 'encryptIntro':
    case 'encryptPassword':
      return [back, main(t('storage.create.next'), onNext, 'create-next')];
    case 'spare':
      return [
        back,
        main(t(state.spare ? 'storage.create.next' : 'storage.create.skip'), onNext, 'create-next'),
      ];
    case 'confirm':
      return [back, main(t('storage.create.start'), onStart, 'create-start', true)];
    case 'smartCheck':
      return smartRunning
        ? [back]
        : [back, main(t('storage.create.smartContinue'), onGoOn, 'create-smart-continue', smartFlagged)];
    case 'progress':
      return [
        <Button key="stop" danger onClick={onLeave} data-testid="create-stop">
          {t('storage.create.closeRunningOk')}
        </Button>,
      ];
    case 'complete':
      return [
        <Button key="done" type="primary" onClick={onLeave} data-testid="create-done">
          {t('storage.create.done')}
        </Button>,
      ];
    case 'failure':
      return [
        <Button key="exit" onClick={onLeave} data-testid="create-exit">
          {t('storage.create.exit')}
        </Button>,
        <Button
          key="retry"
          type="primary"
          onClick={() => dispatch({ type: 'retry' })}
          data-testid="create-retry"
        >
          {t('storage.create.retry')}
        </Button>,
      ];
  }
}
