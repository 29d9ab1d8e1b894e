import { Alert, Checkbox, Descriptions, Typography } from 'antd';
import { formatCapacity } from '@coffer/contract';
import { useTranslation } from '../../../../i18n/use-translation';
import { slotLabel } from '../../data/disk-labels';
import { chosenSizes, usableEstimate } from '../create-choices';
import { RAID_MODES } from '@coffer/contract';
import type { WizardStepProps } from './step-props';

/**
 * Step 5: what will be created, the optional SMART check (STOR-FMT-05) and the warning that the
 * chosen disks are erased (STOR-FMT-08), which the user must acknowledge.
 */
export function ConfirmStep({ state, dispatch, disks, problems }: WizardStepProps) {
  const { t } = useTranslation();
  const where = (sn: string) => {
    const disk = disks.find((candidate) => candidate.sn === sn);
    return disk ? `${slotLabel(disk, t)} (${formatCapacity(disk.total_size)})` : sn;
  };
  const usable = state.mode ? usableEstimate(state.mode, chosenSizes(disks, state.disks)) : null;
  const items = [
    { key: 'name', label: t('storage.create.summary.name'), children: state.name.trim() },
    {
      key: 'kind',
      label: t('storage.create.summary.kind'),
      children: state.protocol ? t(`storage.kind.${state.protocol}`) : '',
    },
    {
      key: 'mode',
      label: t('storage.create.summary.mode'),
      children: state.mode ? RAID_MODES[state.mode].label : '',
    },
    { key: 'disks', label: t('storage.create.summary.disks'), children: state.disks.map(where).join('、') },
    {
      key: 'spare',
      label: t('storage.create.summary.spare'),
      children: state.spare ? where(state.spare) : t('storage.create.none'),
    },
    {
      key: 'encrypted',
      label: t('storage.create.summary.encrypted'),
      children: state.encrypt ? t('storage.create.yes') : t('storage.create.no'),
    },
    {
      key: 'usable',
      label: t('storage.create.summary.usable'),
      children: usable === null ? '—' : formatCapacity(usable),
    },
  ];
  return (
    <div className="create-step" data-testid="create-step-confirm">
      <Typography.Title level={5} className="create-heading">
        {t('storage.create.confirmTitle')}
      </Typography.Title>
      <Descriptions size="small" bordered column={2} items={items} data-testid="create-summary" />
      <div className="create-option">
        <Checkbox
          checked={state.smartCheck}
          onChange={(event) => dispatch({ type: 'setSmartCheck', on: event.target.checked })}
          data-testid="create-smart-check"
        >
          {t('storage.create.smartCheck')}
        </Checkbox>
        <div className="create-muted">{t('storage.create.smartCheckHelp')}</div>
      </div>
      <Alert
        type="warning"
        showIcon
        className="create-alert"
        title={t('storage.create.eraseWarning')}
        data-testid="create-erase-warning"
      />
      <Checkbox
        checked={state.eraseUnderstood}
        onChange={(event) => dispatch({ type: 'setEraseUnderstood', on: event.target.checked })}
        data-testid="create-erase-understood"
      >
        {t('storage.create.eraseUnderstood')}
      </Checkbox>
      {state.startError ? (
        <Alert
          type="error"
          showIcon
          className="create-alert"
          title={state.startError}
          data-testid="create-start-error"
        />
      ) : null}
      {problems
        .filter((problem) => problem.message !== state.startError)
        .map((problem) => (
          <div key={`${problem.field}-${problem.code}`} className="create-error" data-testid="create-problem">
            {problem.message}
          </div>
        ))}
    </div>
  );
}
