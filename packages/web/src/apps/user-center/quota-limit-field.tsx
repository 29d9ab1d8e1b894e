import { Form, InputNumber, Select, Space, Switch, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { amountOf, bytesOf, LIMIT_UNITS, type LimitUnit } from './quota-amount';
import type { QuotaDraft } from './use-quota-draft';

const DEFAULT_AMOUNT = { amount: 10, unit: 'GB' as LimitUnit };

/** The user editor's storage limit: none, or an amount in MB, GB or TB (issue 16 §4). */
export function QuotaLimitField({ draft }: { draft: QuotaDraft }) {
  const { t } = useTranslation();
  const limited = draft.limit !== null && draft.limit !== undefined;
  const [shown, setShown] = useState(limited ? amountOf(draft.limit!) : DEFAULT_AMOUNT);
  const current = limited ? amountOf(draft.limit!) : shown;
  const disabled = !draft.allowed || draft.limit === undefined;
  const change = (next: { amount: number; unit: LimitUnit }) => {
    setShown(next);
    draft.setLimit(bytesOf(next.amount, next.unit));
  };
  return (
    <Form.Item
      label={t('userQuota.field.label')}
      htmlFor="user-quota-on"
      help={draft.allowed ? t('userQuota.field.hint') : t('userQuota.field.noRoleHint')}
    >
      <Tooltip title={draft.allowed ? undefined : t('userQuota.field.noRoleHint')}>
        <Space wrap>
          <Switch
            checked={limited}
            disabled={disabled}
            onChange={(on) => draft.setLimit(on ? bytesOf(shown.amount, shown.unit) : null)}
            checkedChildren={t('userQuota.field.limited')}
            unCheckedChildren={t('userQuota.field.unlimited')}
            id="user-quota-on"
            data-testid="user-quota-on"
          />
          <InputNumber<number>
            min={1}
            max={1024 * 1024}
            precision={0}
            value={current.amount}
            disabled={disabled || !limited}
            onChange={(value) => change({ amount: value ?? 1, unit: current.unit })}
            aria-label={t('userQuota.field.amount')}
            data-testid="user-quota-amount"
          />
          <Select<LimitUnit>
            value={current.unit}
            disabled={disabled || !limited}
            onChange={(unit) => change({ amount: current.amount, unit })}
            options={LIMIT_UNITS.map(({ unit }) => ({ value: unit, label: unit }))}
            aria-label={t('userQuota.field.unit')}
            style={{ width: 80 }}
            data-testid="user-quota-unit"
          />
        </Space>
      </Tooltip>
    </Form.Item>
  );
}
