import { useState } from 'react';
import { Button, Checkbox, Input, Select } from 'antd';
import { RTC_WAKEALARM, type PpsAction, type PpsEntry } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';

const DAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** One new entry of the power schedule: the action, the days of the week and the time. */
export function PowerPlanEntryForm({
  canWake,
  disabledReason,
  onAdd,
}: {
  canWake: boolean;
  /** Why nothing can be added (not the master, the schedule is full); undefined when it can. */
  disabledReason: string | undefined;
  onAdd: (entry: PpsEntry) => void;
}) {
  const { t } = useTranslation();
  const [action, setAction] = useState<PpsAction>('shutdown');
  const [days, setDays] = useState<number[]>([1, 2, 3, 4, 5]);
  const [time, setTime] = useState('23:00');
  const disabled = disabledReason !== undefined;
  const reason = disabledReason ?? (days.length === 0 ? t('setting.powerPlan.pickDay') : undefined);
  return (
    <div className="setting-plan-form" data-testid="plan-form">
      <Select<PpsAction>
        value={action}
        disabled={disabled}
        aria-label={t('setting.powerPlan.action')}
        onChange={setAction}
        data-testid="plan-action"
        options={[
          { value: 'shutdown', label: t('setting.powerPlan.shutdown') },
          {
            value: 'wake',
            label: t('setting.powerPlan.wake'),
            disabled: !canWake,
            title: canWake ? undefined : t('setting.powerPlan.cannotWake', { path: RTC_WAKEALARM }),
          },
        ]}
        style={{ width: 140 }}
      />
      <Checkbox.Group
        value={days}
        disabled={disabled}
        aria-label={t('setting.powerPlan.days')}
        onChange={(next) => setDays(next)}
        options={DAYS.map((day) => ({ value: day, label: t(`setting.powerPlan.weekdays.d${day}`) }))}
      />
      <Input
        type="time"
        value={time}
        disabled={disabled}
        aria-label={t('setting.powerPlan.time')}
        onChange={(event) => setTime(event.target.value)}
        style={{ width: 120 }}
        data-testid="plan-time"
      />
      <Button
        disabled={reason !== undefined || !/^\d\d:\d\d$/.test(time)}
        title={reason}
        data-testid="plan-add"
        onClick={() => onAdd({ action, days: [...days].sort(), time })}
      >
        {t('setting.powerPlan.add')}
      </Button>
    </div>
  );
}
