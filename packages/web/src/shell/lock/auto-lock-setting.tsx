import { useState } from 'react';
import { App, InputNumber, Space, Switch, Typography } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { useSessionStore } from '../../session/session-store';
import { useKv } from '../kv/use-kv';
import {
  DEFAULT_AUTO_LOCK_MINUTES,
  MAX_AUTO_LOCK_MINUTES,
  WEB_AUTO_LOCK,
  type WebAutoLock,
} from './web-auto-lock';

/** LOCK-01: turns web auto-lock on or off and sets its minutes; each change is stored at once. */
export function AutoLockSetting() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const keepLogin = useSessionStore((state) => state.session?.keepLogin ?? false);
  const { value, loading, save } = useKv(WEB_AUTO_LOCK);
  /** What the user is typing; undefined when the field shows the stored minutes. */
  const [draft, setDraft] = useState<number | null | undefined>(undefined);
  const [saving, setSaving] = useState(false);

  const on = value?.tag === 'on';
  const storedMinutes = value && value.miunte > 0 ? value.miunte : DEFAULT_AUTO_LOCK_MINUTES;
  const minutes = draft === undefined ? storedMinutes : draft;

  const store = async (next: WebAutoLock) => {
    setSaving(true);
    const result = await save(next);
    setSaving(false);
    if (result.success) void message.success(t('lock.setting.saved'));
  };

  const commitMinutes = () => {
    setDraft(undefined);
    if (minutes === null || minutes === storedMinutes) return;
    void store({ tag: on ? 'on' : 'off', miunte: minutes });
  };

  return (
    <div className="auto-lock-setting" data-testid="auto-lock-setting">
      <Space direction="vertical" size={12}>
        <Space>
          <Switch
            data-testid="auto-lock-switch"
            checked={on}
            loading={loading || saving}
            onChange={(checked) =>
              void store({ tag: checked ? 'on' : 'off', miunte: minutes ?? storedMinutes })
            }
          />
          <Typography.Text>{t('lock.setting.enable')}</Typography.Text>
        </Space>
        <Space>
          <Typography.Text>{t('lock.setting.minutes')}</Typography.Text>
          <InputNumber
            data-testid="auto-lock-minutes"
            min={1}
            max={MAX_AUTO_LOCK_MINUTES}
            precision={0}
            value={minutes}
            disabled={!on || saving}
            onChange={(next) => setDraft(next)}
            onBlur={commitMinutes}
            onPressEnter={commitMinutes}
          />
          <Typography.Text>{t('lock.setting.minutesUnit')}</Typography.Text>
        </Space>
        {keepLogin && on && (
          <Typography.Text type="secondary">{t('lock.setting.keepLoginNote')}</Typography.Text>
        )}
      </Space>
    </div>
  );
}
