import { LOG_KEEP_DAYS } from '@coffer/contract';
import { Alert, Button, Form, InputNumber, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useToast } from '../../shell/format';
import { useLogSetting, useSetLogSetting } from './use-logs';

const inRange = (days: number | null): days is number =>
  days !== null && Number.isInteger(days) && days >= LOG_KEEP_DAYS.min && days <= LOG_KEEP_DAYS.max;

/** logSetting: how many days the log keeps; saving prunes at once. */
export function LogSetting() {
  const { t } = useTranslation();
  const toast = useToast();
  const setting = useLogSetting();
  const save = useSetLogSetting();
  const onSave = (days: number) =>
    save.mutate(days, {
      onSuccess: (answer) => toast.success(t('logCenter.setting.saved', { count: answer.pruned })),
    });

  if (setting.isPending) return <Spin className="log-setting-loading" />;
  if (setting.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('logCenter.loadFailed')}
        description={setting.error.message}
        action={<Button onClick={() => void setting.refetch()}>{t('logCenter.retry')}</Button>}
      />
    );
  }
  // Keyed by the stored value: after a save the field starts again from what was stored.
  return (
    <KeepDaysForm
      key={setting.data.keepDays}
      current={setting.data.keepDays}
      saving={save.isPending}
      onSave={onSave}
    />
  );
}

function KeepDaysForm({
  current,
  saving,
  onSave,
}: {
  current: number;
  saving: boolean;
  onSave: (days: number) => void;
}) {
  const { t } = useTranslation();
  const [days, setDays] = useState<number | null>(current);
  const range = { min: LOG_KEEP_DAYS.min, max: LOG_KEEP_DAYS.max, default: LOG_KEEP_DAYS.default };
  const valid = inRange(days);
  const unchanged = days === current;
  const submit = () => {
    if (!valid || unchanged) return;
    onSave(days);
  };
  return (
    <div className="log-setting" data-testid="log-setting">
      <Typography.Title level={5}>{t('logCenter.setting.title')}</Typography.Title>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          label={t('logCenter.setting.keepDays')}
          validateStatus={valid || days === null ? undefined : 'error'}
          help={
            valid || days === null
              ? t('logCenter.setting.hint', range)
              : t('logCenter.setting.outOfRange', range)
          }
        >
          <InputNumber
            min={LOG_KEEP_DAYS.min}
            max={LOG_KEEP_DAYS.max}
            precision={0}
            value={days}
            onChange={setDays}
            style={{ width: 160 }}
            data-testid="log-keep-days"
          />
        </Form.Item>
        <Tooltipped unchanged={unchanged && valid}>
          <Button
            type="primary"
            htmlType="submit"
            loading={saving}
            disabled={!valid || unchanged}
            data-testid="log-setting-save"
          >
            {t('logCenter.setting.save')}
          </Button>
        </Tooltipped>
      </Form>
      <Alert className="log-setting-note" type="info" showIcon message={t('logCenter.setting.appendOnly')} />
    </div>
  );
}

/** A disabled save says why: the value is the current one. */
function Tooltipped({ unchanged, children }: { unchanged: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <span className="log-setting-actions">
      {children}
      {unchanged && <Typography.Text type="secondary">{t('logCenter.setting.unchanged')}</Typography.Text>}
    </span>
  );
}
