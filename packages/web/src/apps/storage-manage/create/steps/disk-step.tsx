import { useEffect } from 'react';
import { Checkbox, Input, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { CALLS, formatCapacity } from '@coffer/contract';
import { call } from '../../../../api/client';
import { useTranslation } from '../../../../i18n/use-translation';
import { slotLabel } from '../../data/disk-labels';
import {
  chosenSizes,
  defaultNameCandidate,
  diskChoices,
  diskCountStatus,
  usableEstimate,
  type DiskChoice,
} from '../create-choices';
import { problemsOfMember } from '../create-problems';
import { RAID_MODES } from '@coffer/contract';
import { fieldOf } from '../wizard-state';
import { stopRowClick } from './mode-step';
import { refusalText, sizeText } from './refusal-text';
import type { WizardStepProps } from './step-props';

/** Step 2 (STOR-POOL-03..07): the member disks and the pool's name. */
export function DiskStep({ state, dispatch, disks, pools, problems, checking, onEnter }: WizardStepProps) {
  const { t } = useTranslation();
  const protocol = state.protocol ?? 'protsata';
  const mode = state.mode ?? 'basic';
  const choices = diskChoices(disks, protocol);
  useDefaultName(state.nameDefaulted, protocol, pools, (name) => dispatch({ type: 'defaultName', name }));

  const toggle = (choice: DiskChoice) => {
    if (choice.refusal === null || state.disks.includes(choice.disk.sn)) {
      dispatch({ type: 'toggleDisk', sn: choice.disk.sn });
    }
  };
  const note = (choice: DiskChoice) => {
    const index = state.disks.indexOf(choice.disk.sn);
    const daemon = index < 0 ? [] : problemsOfMember(problems, index).map((problem) => problem.message);
    const own = choice.refusal
      ? [refusalText(choice.refusal, choice.disk, { protocol, pools, spareMinimum: 0 }, t)]
      : choice.disk.abnormal
        ? [t('storage.create.adviseReplace')]
        : [];
    return [...own, ...daemon].join('；');
  };
  const columns: TableColumnsType<DiskChoice> = [
    {
      key: 'choose',
      width: 48,
      render: (_, choice) => (
        <Checkbox
          checked={state.disks.includes(choice.disk.sn)}
          disabled={choice.refusal !== null && !state.disks.includes(choice.disk.sn)}
          onClick={stopRowClick}
          onChange={() => toggle(choice)}
          aria-label={slotLabel(choice.disk, t)}
          data-testid={`create-disk-check-${choice.disk.sn}`}
        />
      ),
    },
    { title: t('storage.slot'), key: 'slot', render: (_, choice) => slotLabel(choice.disk, t) },
    { title: t('storage.serial'), key: 'sn', render: (_, choice) => choice.disk.sn },
    { title: t('storage.model'), key: 'model', render: (_, choice) => choice.disk.model },
    {
      title: t('storage.size'),
      key: 'size',
      render: (_, choice) => sizeText(choice.refusal, choice.disk, { protocol, spareMinimum: 0 }),
    },
    {
      key: 'note',
      render: (_, choice) => (
        <span
          className={choice.refusal ? 'create-muted' : 'create-warning-text'}
          data-testid={`create-disk-note-${choice.disk.sn}`}
        >
          {note(choice)}
        </span>
      ),
    },
  ];

  const status = diskCountStatus(mode, state.disks.length);
  const usable = usableEstimate(mode, chosenSizes(disks, state.disks));
  const statusText =
    status.kind === 'needMore'
      ? t('storage.create.needMore', { n: status.n })
      : status.kind === 'tooMany'
        ? t('storage.create.tooMany', { mode: RAID_MODES[mode].label, max: status.max })
        : status.kind === 'even'
          ? t('storage.create.even')
          : t('storage.create.usableEstimate', { size: formatCapacity(usable ?? 0) });
  const nameProblems = problems.filter((problem) => fieldOf(problem) === 'name');
  // The count is said by the status line as the disks are chosen; the daemon's words for it would
  // only repeat it a moment later.
  const otherProblems = problems.filter(
    (problem) =>
      fieldOf(problem) !== 'name' &&
      !/^sys\.\d+$/.test(problem.field) &&
      !(problem.field === 'sys' && status.kind !== 'ok'),
  );
  const nameError =
    state.name.trim() === '' && state.nameDefaulted
      ? t('storage.create.nameMissing')
      : (nameProblems[0]?.message ?? null);

  return (
    <div className="create-step" data-testid="create-step-disks">
      <Typography.Title level={5} className="create-heading">
        {t('storage.create.disksTitle')}
        <span className="create-heading-note">
          {RAID_MODES[mode].label} · {t('storage.create.chosen', { count: state.disks.length })}
        </span>
      </Typography.Title>
      <Table
        rowKey={(choice) => choice.disk.sn}
        size="small"
        pagination={false}
        columns={columns}
        dataSource={choices}
        rowClassName={(choice) => (choice.refusal ? 'create-row-disabled' : 'create-row')}
        onRow={(choice) =>
          ({
            onClick: () => toggle(choice),
            'data-testid': `create-disk-${choice.disk.sn}`,
          }) as React.HTMLAttributes<HTMLElement>
        }
      />
      <div
        className={status.kind === 'ok' ? 'create-status create-status-ok' : 'create-status'}
        role="status"
        data-testid="create-disk-status"
        data-kind={status.kind}
      >
        {statusText}
      </div>
      {otherProblems.map((problem) => (
        <div key={`${problem.field}-${problem.code}`} className="create-error" data-testid="create-problem">
          {problem.message}
        </div>
      ))}
      <label className="create-field">
        <span>{t('storage.create.name')}</span>
        <Input
          value={state.name}
          maxLength={64}
          status={nameError ? 'error' : undefined}
          onChange={(event) => dispatch({ type: 'setName', name: event.target.value })}
          onPressEnter={onEnter}
          suffix={checking ? <span className="create-muted">{t('storage.create.checking')}</span> : <span />}
          data-testid="create-name"
        />
      </label>
      {nameError ? (
        <div className="create-error" role="alert" data-testid="create-name-error">
          {nameError}
        </div>
      ) : null}
    </div>
  );
}

/**
 * STOR-POOL-07: the name field starts with the daemon's default, asked once per kind through the
 * name check (its answer carries `defaultName`).
 */
function useDefaultName(
  defaulted: boolean,
  protocol: NonNullable<WizardStepProps['state']['protocol']>,
  pools: WizardStepProps['pools'],
  fill: (name: string) => void,
) {
  const candidate = defaultNameCandidate(protocol, pools);
  useEffect(() => {
    if (defaulted) return;
    let live = true;
    void call(CALLS.formatCheck, { name: candidate, verify: candidate, protocol }, { toast: false }).then(
      (result) => {
        if (live) fill(result.success ? result.data.defaultName : '');
      },
    );
    return () => {
      live = false;
    };
    // `fill` is a new function each render; the question depends on the kind and the candidate only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [defaulted, protocol, candidate]);
}
