import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, InputNumber, Radio, Space, Switch } from 'antd';
import { UPS_LEVEL, UPS_MINUTES, type UpsInfo, type UpsMode, type UpsPolicy } from '@coffer/contract';
import { upsSetting, upsSwitch } from '@coffer/contract/calls/device-extras';
import { call, unwrap } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { FailureAlert } from '../query-view';
import { UPS_KEY } from './ups-key';
import { usePartDisabled } from '../../../shell/disabled-part/use-part-disabled';

/**
 * The UPS policy: the watch switch, and shut down after some minutes on battery or at a level.
 * Disabled, with the reason, while no UPS is connected.
 */
export function UpsPolicyForm({ info }: { info: UpsInfo }) {
  const partDisabled = usePartDisabled();
  const { t } = useTranslation();
  const client = useQueryClient();
  const [mode, setMode] = useState<UpsMode>(info.policy.mode);
  const [minutes, setMinutes] = useState(info.policy.minutes);
  const [level, setLevel] = useState(info.policy.level);
  const stored = (policy: UpsPolicy) =>
    client.setQueryData<UpsInfo>(
      UPS_KEY,
      (before) => before && { ...before, policy, watching: before.present && policy.enabled },
    );
  const save = useMutation({
    mutationFn: async () => unwrap(await call(upsSetting, { mode, minutes, level }, { toast: false })),
    onSuccess: stored,
  });
  const toggle = useMutation({
    mutationFn: async (enable: boolean) => unwrap(await call(upsSwitch, { enable }, { toast: false })),
    onSuccess: stored,
  });
  const absent = !info.present;
  const reason = absent ? t('setting.ups.policyAbsent') : undefined;
  const failure = save.error ?? toggle.error;
  return (
    <div className="setting-ups-policy" data-testid="ups-policy">
      <h3 className="setting-subtitle">{t('setting.ups.policyTitle')}</h3>
      {reason && (
        <p className="setting-muted" data-testid="ups-policy-reason">
          {reason}
        </p>
      )}
      <Space direction="vertical" size="middle">
        <label className="setting-inline-label">
          <Switch
            checked={info.policy.enabled}
            disabled={partDisabled || absent}
            title={reason}
            loading={toggle.isPending}
            data-testid="ups-watch"
            onChange={(next) => toggle.mutate(next)}
          />{' '}
          {t('setting.ups.watch')}
          {info.watching && <span className="setting-muted"> · {t('setting.ups.watching')}</span>}
        </label>
        <Radio.Group
          value={mode}
          disabled={partDisabled || absent}
          onChange={(event) => setMode(event.target.value as UpsMode)}
          aria-label={t('setting.ups.mode')}
        >
          <Space direction="vertical">
            <Radio value="minutes" data-testid="ups-mode-minutes">
              {t('setting.ups.modeMinutes')}{' '}
              <InputNumber
                size="small"
                min={UPS_MINUTES.min}
                max={UPS_MINUTES.max}
                value={minutes}
                disabled={partDisabled || absent || mode !== 'minutes'}
                onChange={(value) => setMinutes(value ?? UPS_MINUTES.default)}
                aria-label={t('setting.ups.minutes')}
              />{' '}
              {t('setting.ups.minutes')}
            </Radio>
            <Radio value="level" data-testid="ups-mode-level">
              {t('setting.ups.modeLevel')}{' '}
              <InputNumber
                size="small"
                min={UPS_LEVEL.min}
                max={UPS_LEVEL.max}
                value={level}
                disabled={partDisabled || absent || mode !== 'level'}
                onChange={(value) => setLevel(value ?? UPS_LEVEL.default)}
                aria-label={t('setting.ups.level')}
              />{' '}
              {t('setting.ups.level')}
            </Radio>
          </Space>
        </Radio.Group>
        <Space>
          <Button
            type="primary"
            disabled={partDisabled || absent}
            title={reason}
            loading={save.isPending}
            data-testid="ups-save"
            onClick={() => save.mutate()}
          >
            {t('setting.ups.save')}
          </Button>
          {save.isSuccess && <span className="setting-muted">{t('setting.ups.saved')}</span>}
        </Space>
      </Space>
      <FailureAlert title={t('setting.ups.failed')} error={failure} />
    </div>
  );
}
