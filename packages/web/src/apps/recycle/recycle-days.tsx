import { useState } from 'react';
import { Button, InputNumber, Typography } from 'antd';
import { CALLS, PERMISSIONS, RECYCLE_DAYS_MAX, type MainRole } from '@coffer/contract';
import { call } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';
import { useToast } from '../../shell/format';
import { mainRoleOf, useSessionStore } from '../../session/session-store';

/** How long entries stay; administrators (the settings permission) may change it. */
export function RecycleDays({ days, onSaved }: { days: number; onSaved: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const canSet = useSessionStore(
    (state) =>
      state.session !== null &&
      (PERMISSIONS.settings as readonly MainRole[]).includes(mainRoleOf(state.session)),
  );
  const [value, setValue] = useState<number | null>(days);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (value === null) return;
    setSaving(true);
    const result = await call(CALLS.recycleConfigSet, { days: value });
    setSaving(false);
    if (!result.success) return;
    toast.success(t('recycle.daysSaved'));
    onSaved();
  };
  return (
    <div className="fm-status recycle-days" data-testid="recycle-days">
      <Typography.Text type="secondary">{t('recycle.days', { days })}</Typography.Text>
      {canSet && (
        <span className="fm-status-space">
          {t('recycle.daysLabel')}{' '}
          <InputNumber
            size="small"
            min={1}
            max={RECYCLE_DAYS_MAX}
            value={value}
            onChange={setValue}
            data-testid="recycle-days-input"
          />{' '}
          <Button
            size="small"
            loading={saving}
            disabled={value === null || value === days}
            onClick={() => void save()}
          >
            {t('recycle.daysSave')}
          </Button>
        </span>
      )}
    </div>
  );
}
