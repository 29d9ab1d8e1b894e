import { useEffect, useReducer, useState, type ReactNode } from 'react';
import { Alert, Button, Modal, Spin, Tooltip } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CALLS, PasswordEvent } from '@coffer/contract';
import { call, unwrap, type CallFailure } from '../../api/client';
import { addAppTexts } from '../../i18n/app-texts';
import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { storageText } from '../../apps/storage-manage/storage-text';
import { failureReason, jobOutcome } from '../../apps/storage-manage/create/format-job';
import {
  acknowledgeFormat,
  prepareNewPool,
  smartBeforeFormat,
  startNewPool,
  type NewPoolSettings,
} from '../../apps/storage-manage/create/format-flow-calls';
import { useFormatJob } from '../../apps/storage-manage/create/use-format-job';
import { appByName } from '../app-catalogue/app-catalogue';
import { openAppWindow } from '../desktop/open-app';
import { useDialogs } from '../dialogs/use-dialogs';
import { defaultMode, firstUseChoices, type FirstUseChoices } from './first-use-choices';
import { firstUseReducer, initialFirstUse } from './first-use-flow';
import { firstUseText } from './first-use-text';
import { CompleteStep, FailureStep, ModeStep, ProgressStep, SsdStep, WelcomeStep } from './first-use-steps';
import './first-use.css';

addAppTexts('firstUse', firstUseText);
// The capacity ring speaks the storage manager's words (used, free, total).
addAppTexts('storage', storageText);

const NO_ENCRYPTION = { password: '', confirmation: '', hint: '' };

/**
 * The first-use wizard (spec 2 §4.2, BOOT-FMT) for the master when the device has no pool: welcome,
 * backup mode over the free disks, the SSD note, a second confirmation and the administrator
 * password, the format's progress, and its end. `onClose` is called when the master leaves it for
 * the storage manager or cancels after a failure.
 */
export default function FirstUseWizard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const disks = useQuery({
    queryKey: ['first-use', 'disks'],
    queryFn: async ({ signal }) => unwrap(await call(CALLS.diskList, {}, { toast: false, signal })).disks,
  });
  const openStorageManager = () => {
    const app = appByName('storageManage');
    if (app) openAppWindow(app);
    onClose();
  };
  let body;
  if (disks.isPending) body = <Spin className="first-use-loading" tip={t('firstUse.loading')} />;
  else if (disks.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('firstUse.loadFailed')}
        action={<Button onClick={() => void disks.refetch()}>{t('firstUse.retry')}</Button>}
      />
    );
  else
    body = (
      <FirstUseFlow
        choices={firstUseChoices(disks.data)}
        onOpenStorageManager={openStorageManager}
        onClose={onClose}
      />
    );
  return body;
}

function FirstUseFlow({
  choices,
  onOpenStorageManager,
  onClose,
}: {
  choices: FirstUseChoices;
  onOpenStorageManager: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const modes = choices.kind === 'modes' ? choices.modes : [];
  const [state, dispatch] = useReducer(
    firstUseReducer,
    initialFirstUse(choices.kind === 'modes' && choices.allNew, defaultMode(modes)),
  );
  const [busy, setBusy] = useState(false);
  const job = useFormatJob(state.jobId);
  const pools = useQuery({
    queryKey: ['first-use', 'pools', state.poolId],
    enabled: state.step === 'complete',
    queryFn: async ({ signal }) =>
      unwrap(await call(CALLS.poolInfo, {}, { toast: false, signal })).zspool.normal,
  });

  const jobData = job.data ?? null;
  useEffect(() => {
    if (state.step !== 'progress' || jobData === null) return;
    const outcome = jobOutcome(jobData);
    if (outcome === 'done') dispatch({ type: 'finished' });
    else if (outcome !== 'running')
      dispatch({
        type: 'failed',
        reason: failureReason(jobData, currentLanguage()) ?? t('firstUse.failureUnknown'),
      });
  }, [state.step, jobData, t]);

  if (choices.kind !== 'modes') {
    const many = choices.kind === 'manyDisks';
    return (
      <Shell
        footer={
          many ? (
            <Button type="primary" onClick={onOpenStorageManager} data-testid="first-use-storage-manager">
              {t('firstUse.useStorageManager')}
            </Button>
          ) : null
        }
      >
        <Alert
          type={many ? 'info' : 'warning'}
          showIcon
          data-testid={many ? 'first-use-many-disks' : 'first-use-no-disk'}
          title={
            many ? t('firstUse.manyDisksTitle', { count: choices.disks.length }) : t('firstUse.noDiskTitle')
          }
          description={many ? t('firstUse.manyDisksBody') : t('firstUse.noDiskBody')}
        />
      </Shell>
    );
  }

  const settings = (): NewPoolSettings => ({
    protocol: 'protsata',
    mode: state.mode,
    encrypt: false,
    disks: choices.disks.map((disk) => disk.sn),
    name: '',
    spare: null,
    password: NO_ENCRYPTION,
  });
  const refuse = (result: CallFailure) =>
    dispatch({ type: 'failed', reason: result.message || String(result.code) });

  /** The second confirmation comes first: the administrator password holds for 5 s only. */
  const format = async () => {
    const confirmed = await dialogs.confirm({
      title: t('firstUse.confirmTitle'),
      message: t('firstUse.confirmMessage'),
      okText: t('firstUse.confirmOk'),
      danger: true,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const prepared = await prepareNewPool(settings());
      if (!prepared.success) return refuse(prepared);
      const skipped = await smartBeforeFormat(settings(), false);
      if (!skipped.success) return refuse(skipped);
      if (!(await dialogs.adminPasswordConfirm({ eventName: PasswordEvent.storageFormat }))) return;
      const started = await startNewPool(settings());
      if (!started.success) return refuse(started);
      dispatch({ type: 'started', jobId: started.data.jobId, poolId: started.data.poolId });
    } finally {
      setBusy(false);
    }
  };

  const finish = async () => {
    await acknowledgeFormat();
    window.location.reload();
  };
  const retry = async () => {
    await acknowledgeFormat();
    dispatch({ type: 'retry' });
  };
  const cancel = async () => {
    await acknowledgeFormat();
    onClose();
  };

  const toStorageManager = (
    <Button type="link" onClick={onOpenStorageManager} data-testid="first-use-storage-manager">
      {t('firstUse.useStorageManager')}
    </Button>
  );
  const footers = {
    welcome: (
      <Button type="primary" onClick={() => dispatch({ type: 'start' })} data-testid="first-use-start">
        {t('firstUse.start')}
      </Button>
    ),
    mode: (
      <>
        {toStorageManager}
        <Tooltip title={state.mode === null ? t('firstUse.chooseMode') : ''}>
          <Button
            type="primary"
            disabled={state.mode === null}
            onClick={() => dispatch({ type: 'next' })}
            data-testid="first-use-next"
          >
            {t('firstUse.next')}
          </Button>
        </Tooltip>
      </>
    ),
    ssd: (
      <>
        <Button onClick={() => dispatch({ type: 'back' })}>{t('firstUse.back')}</Button>
        <Tooltip title={state.ssdAccepted ? '' : t('firstUse.ssdNeeded')}>
          <Button
            type="primary"
            danger
            loading={busy}
            disabled={!state.ssdAccepted}
            onClick={() => void format()}
            data-testid="first-use-format"
          >
            {t('firstUse.format')}
          </Button>
        </Tooltip>
      </>
    ),
    progress: null,
    complete: (
      <Button type="primary" onClick={() => void finish()} data-testid="first-use-done">
        {t('firstUse.completeDone')}
      </Button>
    ),
    failure: (
      <>
        <Button onClick={() => void cancel()} data-testid="first-use-cancel">
          {t('firstUse.cancel')}
        </Button>
        <Button type="primary" onClick={() => void retry()} data-testid="first-use-retry">
          {t('firstUse.retry')}
        </Button>
      </>
    ),
  };

  const newPool = pools.data?.find((pool) => pool.id === state.poolId);
  return (
    <Shell footer={footers[state.step]} step={state.step}>
      {state.step === 'welcome' ? <WelcomeStep /> : null}
      {state.step === 'mode' ? (
        <ModeStep disks={choices.disks} modes={modes} mode={state.mode} dispatch={dispatch} />
      ) : null}
      {state.step === 'ssd' ? <SsdStep accepted={state.ssdAccepted} dispatch={dispatch} /> : null}
      {state.step === 'progress' ? <ProgressStep job={jobData} /> : null}
      {state.step === 'complete' ? <CompleteStep pool={newPool} disks={choices.disks.length} /> : null}
      {state.step === 'failure' ? (
        <FailureStep reason={state.reason ?? t('firstUse.failureUnknown')} />
      ) : null}
    </Shell>
  );
}

/** The wizard's frame: a modal the master cannot dismiss by accident (no close icon, no Esc). */
function Shell({ children, footer, step }: { children: ReactNode; footer: ReactNode; step?: string }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('firstUse.title')}
      width={600}
      centered
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={footer}
    >
      <div data-testid="first-use-wizard" data-step={step ?? ''}>
        {children}
      </div>
    </Modal>
  );
}
