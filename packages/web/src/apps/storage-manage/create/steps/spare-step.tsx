import { Button, Radio, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatCapacity } from '@coffer/contract';
import { useTranslation } from '../../../../i18n/use-translation';
import { slotLabel } from '../../data/disk-labels';
import { chosenSizes, spareChoices, spareMinimum, type SpareChoice } from '../create-choices';
import { stopRowClick } from './mode-step';
import { refusalText, sizeText } from './refusal-text';
import type { WizardStepProps } from './step-props';

/** Step 3 (STOR-POOL-08): one more free disk of the same kind standing by for the new pool. */
export function SpareStep({ state, dispatch, disks, pools, problems }: WizardStepProps) {
  const { t } = useTranslation();
  const protocol = state.protocol ?? 'protsata';
  const choices = spareChoices(disks, protocol, state.disks);
  const minimum = spareMinimum(protocol, chosenSizes(disks, state.disks));
  const choose = (choice: SpareChoice) => {
    if (choice.refusal !== null) return;
    dispatch({ type: 'chooseSpare', sn: state.spare === choice.disk.sn ? null : choice.disk.sn });
  };
  const columns: TableColumnsType<SpareChoice> = [
    {
      key: 'choose',
      width: 48,
      render: (_, choice) => (
        <Radio
          checked={state.spare === choice.disk.sn}
          disabled={choice.refusal !== null}
          onClick={(event) => {
            stopRowClick(event);
            choose(choice);
          }}
          aria-label={slotLabel(choice.disk, t)}
          data-testid={`create-spare-radio-${choice.disk.sn}`}
        />
      ),
    },
    { title: t('storage.slot'), key: 'slot', render: (_, choice) => slotLabel(choice.disk, t) },
    { title: t('storage.serial'), key: 'sn', render: (_, choice) => choice.disk.sn },
    { title: t('storage.model'), key: 'model', render: (_, choice) => choice.disk.model },
    {
      title: t('storage.size'),
      key: 'size',
      render: (_, choice) => sizeText(choice.refusal, choice.disk, { protocol, spareMinimum: minimum }),
    },
    {
      key: 'note',
      render: (_, choice) =>
        choice.refusal ? (
          <span className="create-muted" data-testid={`create-spare-note-${choice.disk.sn}`}>
            {refusalText(choice.refusal, choice.disk, { protocol, pools, spareMinimum: minimum }, t)}
          </span>
        ) : state.spare === choice.disk.sn && problems.length > 0 ? (
          <span className="create-error" data-testid={`create-spare-note-${choice.disk.sn}`}>
            {problems.map((problem) => problem.message).join('；')}
          </span>
        ) : null,
    },
  ];
  return (
    <div className="create-step" data-testid="create-step-spare">
      <Typography.Title level={5} className="create-heading">
        {t('storage.create.spareTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('storage.create.spareHelp')}</Typography.Paragraph>
      <div className="create-status" data-testid="create-spare-minimum">
        {t('storage.create.spareMinimum', { size: formatCapacity(minimum) })}
      </div>
      {choices.length === 0 ? (
        <Typography.Paragraph type="secondary" data-testid="create-spare-none">
          {t('storage.create.spareNone')}
        </Typography.Paragraph>
      ) : (
        <Table
          rowKey={(choice) => choice.disk.sn}
          size="small"
          pagination={false}
          columns={columns}
          dataSource={choices}
          rowClassName={(choice) => (choice.refusal ? 'create-row-disabled' : 'create-row')}
          onRow={(choice) =>
            ({
              onClick: () => choose(choice),
              'data-testid': `create-spare-${choice.disk.sn}`,
            }) as React.HTMLAttributes<HTMLElement>
          }
        />
      )}
      {state.spare ? (
        <Button
          type="link"
          onClick={() => dispatch({ type: 'chooseSpare', sn: null })}
          data-testid="create-spare-clear"
        >
          {t('storage.create.spareClear')}
        </Button>
      ) : null}
    </div>
  );
}
