import type { MouseEvent } from 'react';
import { Alert, Checkbox, Radio, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatCapacity } from '@coffer/contract';
import { useTranslation } from '../../../../i18n/use-translation';
import { chosenSizes, defaultMode, kindChoices, modeChoices, type ModeChoice } from '../create-choices';
import type { WizardStepProps } from './step-props';

/** Stops a click on a control from also counting as a click on its row. */
export const stopRowClick = (event: MouseEvent) => event.stopPropagation();

function useModeColumns(onChoose: (mode: ModeChoice) => void, chosen: string | null) {
  const { t } = useTranslation();
  const columns: TableColumnsType<ModeChoice> = [
    {
      key: 'choose',
      width: 48,
      render: (_, mode) => (
        <Radio
          checked={chosen === mode.type}
          disabled={mode.refusal !== null}
          onClick={stopRowClick}
          onChange={() => onChoose(mode)}
          aria-label={mode.label}
          data-testid={`create-mode-radio-${mode.type}`}
        />
      ),
    },
    {
      title: t('storage.create.column.mode'),
      key: 'mode',
      render: (_, mode) => (
        <>
          <span className="create-mode-label">{mode.label}</span>
          {mode.refusal ? (
            <div className="create-muted" data-testid={`create-mode-reason-${mode.type}`}>
              {mode.refusal.reason === 'notForKind'
                ? t('storage.create.modeNotForKind', { mode: mode.label })
                : t('storage.create.modeFewDisks', { min: mode.refusal.min, free: mode.refusal.free })}
            </div>
          ) : null}
        </>
      ),
    },
    {
      title: t('storage.create.column.minDisks'),
      key: 'min',
      render: (_, mode) =>
        mode.evenDisks
          ? t('storage.create.minDisksEven', { min: mode.minDisks })
          : mode.maxDisks !== undefined && mode.maxDisks !== mode.minDisks
            ? t('storage.create.minDisksRange', { min: mode.minDisks, max: mode.maxDisks })
            : t('storage.create.minDisks', { min: mode.minDisks }),
    },
    {
      title: t('storage.create.column.redundancy'),
      key: 'redundancy',
      render: (_, mode) =>
        mode.tolerates === 0
          ? t('storage.create.noRedundancy')
          : t('storage.create.redundancy', { n: mode.tolerates }),
    },
    {
      title: t('storage.create.column.usable'),
      key: 'usable',
      render: (_, mode) =>
        mode.usableBytes === null ? (
          <span className="create-muted">{t(`storage.create.usableFormula.${mode.type}`)}</span>
        ) : (
          <span data-testid={`create-mode-usable-${mode.type}`}>{formatCapacity(mode.usableBytes)}</span>
        ),
    },
  ];
  return columns;
}

/** Step 1 (STOR-POOL-01/02/12): the kind of pool, its RAID mode, and whether to encrypt it. */
export function ModeStep({ state, dispatch, disks, problems }: WizardStepProps) {
  const { t } = useTranslation();
  const kinds = kindChoices(disks);
  const kind = kinds.find((choice) => choice.protocol === state.protocol);
  const sizes = chosenSizes(disks, state.disks);
  const modes = state.protocol ? modeChoices(state.protocol, kind?.freeDisks ?? 0, sizes) : [];
  const choose = (mode: ModeChoice) => {
    if (mode.refusal === null) dispatch({ type: 'chooseMode', mode: mode.type });
  };
  const columns = useModeColumns(choose, state.mode);
  return (
    <div className="create-step" data-testid="create-step-mode">
      {problems.map((problem) => (
        <Alert
          key={`${problem.field}-${problem.code}`}
          type="error"
          showIcon
          className="create-alert"
          title={problem.message}
          data-testid="create-blocked"
        />
      ))}
      <Typography.Title level={5} className="create-heading">
        {t('storage.create.kindTitle')}
      </Typography.Title>
      <Radio.Group
        className="create-kinds"
        value={state.protocol}
        onChange={(event) => {
          const protocol = event.target.value as (typeof kinds)[number]['protocol'];
          const free = kinds.find((choice) => choice.protocol === protocol)?.freeDisks ?? 0;
          dispatch({ type: 'chooseKind', protocol, mode: defaultMode(protocol, free) });
        }}
      >
        {kinds.map((choice) => (
          <Radio
            key={choice.protocol}
            value={choice.protocol}
            disabled={choice.refusal !== null}
            data-testid={`create-kind-${choice.protocol}`}
          >
            <span className="create-kind-name">{t(`storage.kind.${choice.protocol}`)}</span>
            <span className="create-muted">
              {choice.refusal
                ? t('storage.create.kindNoFreeDisk')
                : `${t(`storage.create.kindHelp.${choice.protocol}`)} · ${t('storage.create.kindFreeDisks', {
                    count: choice.freeDisks,
                  })}`}
            </span>
          </Radio>
        ))}
      </Radio.Group>
      <Typography.Title level={5} className="create-heading">
        {t('storage.create.modeTitle')}
      </Typography.Title>
      <Table
        rowKey="type"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={modes}
        rowClassName={(mode) => (mode.refusal ? 'create-row-disabled' : 'create-row')}
        onRow={(mode) =>
          ({
            onClick: () => choose(mode),
            'data-testid': `create-mode-${mode.type}`,
          }) as React.HTMLAttributes<HTMLElement>
        }
      />
      <div className="create-encrypt">
        <Checkbox
          checked={state.encrypt}
          onChange={(event) => dispatch({ type: 'setEncrypt', on: event.target.checked })}
          data-testid="create-encrypt"
        >
          {t('storage.create.encrypt')}
        </Checkbox>
        <div className="create-muted">{t('storage.create.encryptHelp')}</div>
      </div>
    </div>
  );
}
