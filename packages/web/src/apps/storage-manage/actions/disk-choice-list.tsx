import { Checkbox, Radio, Space, Tooltip } from 'antd';
import { formatCapacity, type DiskInfo } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { slotLabel } from '../data/disk-labels';
import type { DiskRefusal } from './pool-growth';

export interface DiskChoice {
  disk: DiskInfo;
  refusal: DiskRefusal | null;
}

interface DiskChoiceListProps {
  choices: readonly DiskChoice[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  /** One disk only (radio buttons), as a hot spare is chosen. */
  single?: boolean;
  /** The smallest size a disk needs, for the "too small" reason. */
  minSize: number;
  testId: string;
}

/**
 * Free disks to choose from, each by slot, size and serial; one that cannot be chosen is disabled
 * and says why (another kind of disk, or smaller than the pool's smallest member).
 */
export function DiskChoiceList({ choices, chosen, onChange, single, minSize, testId }: DiskChoiceListProps) {
  const { t } = useTranslation();
  const label = ({ disk, refusal }: DiskChoice) => {
    const text = t('storage.actions.disk.status', {
      slot: slotLabel(disk, t),
      size: formatCapacity(disk.total_size),
      sn: disk.sn,
    });
    if (!refusal) return text;
    const why = t(`storage.actions.disk.refusal.${refusal}`, { size: formatCapacity(minSize) });
    return (
      <Tooltip title={why}>
        <span>
          {text} <span className="pool-action-muted">({why})</span>
        </span>
      </Tooltip>
    );
  };
  if (single) {
    return (
      <Radio.Group
        value={chosen[0] ?? null}
        onChange={(event) => onChange([String(event.target.value)])}
        data-testid={testId}
      >
        <Space orientation="vertical">
          {choices.map((choice) => (
            <Radio
              key={choice.disk.sn}
              value={choice.disk.sn}
              disabled={choice.refusal !== null}
              data-testid={`disk-choice-${choice.disk.sn}`}
            >
              {label(choice)}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    );
  }
  return (
    <Checkbox.Group
      value={[...chosen]}
      onChange={(values) => onChange(values.map(String))}
      data-testid={testId}
    >
      <Space orientation="vertical">
        {choices.map((choice) => (
          <Checkbox
            key={choice.disk.sn}
            value={choice.disk.sn}
            disabled={choice.refusal !== null}
            data-testid={`disk-choice-${choice.disk.sn}`}
          >
            {label(choice)}
          </Checkbox>
        ))}
      </Space>
    </Checkbox.Group>
  );
}
