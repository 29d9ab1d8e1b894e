import { USER_LIMIT, type UserLimitConf } from '@coffer/contract/calls/safe-types';
import { Alert, App, Button, Form, InputNumber, Spin, Switch, Typography } from 'antd';
import { useState } from 'react';
import { CallError } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';
import { useSafeConf, useSetAutoBlock, useSetUserLimit, useUserLimit } from './use-safe';

const MIN_MINUTES = 1;
const MAX_MINUTES = USER_LIMIT.maxBlockSeconds / 60;

/** Sign-in limits: failures before a lock, its duration, and whether the address is blocked too. */
export function LimitsTab() {
  const { t } = useTranslation();
  const limit = useUserLimit();
  if (limit.isPending) return <Spin />;
  if (limit.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('safe.limits.loadFailed')}
        description={limit.error.message}
        action={<Button onClick={() => void limit.refetch()}>{t('safe.list.retry')}</Button>}
      />
    );
  }
  return <LimitFields saved={limit.data} />;
}

function LimitFields({ saved }: { saved: UserLimitConf }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSetUserLimit();
  const conf = useSafeConf();
  const setAutoBlock = useSetAutoBlock();
  const [maxFailures, setMaxFailures] = useState<number | null>(saved.maxFailures);
  const [minutes, setMinutes] = useState<number | null>(
    Math.max(MIN_MINUTES, Math.round(saved.blockSeconds / 60)),
  );
  const error = save.error instanceof CallError ? save.error.result.message : save.error?.message;
  const valid = maxFailures !== null && minutes !== null;
  const submit = async () => {
    if (maxFailures === null || minutes === null) return;
    const done = await save.mutateAsync({ maxFailures, blockSeconds: minutes * 60 }).catch(() => null);
    if (done) void message.success(t('safe.limits.saved'));
  };
  return (
    <div className="safe-limits">
      <Typography.Paragraph type="secondary" className="safe-intro">
        {t('safe.limits.intro')}
      </Typography.Paragraph>
      <Form
        layout="horizontal"
        labelCol={{ span: 7 }}
        wrapperCol={{ span: 12 }}
        onFinish={() => void submit()}
      >
        <Form.Item
          label={t('safe.limits.maxFailures')}
          extra={t('safe.limits.range', { min: USER_LIMIT.minFailures, max: USER_LIMIT.maxFailures })}
        >
          <InputNumber
            min={USER_LIMIT.minFailures}
            max={USER_LIMIT.maxFailures}
            precision={0}
            value={maxFailures}
            onChange={setMaxFailures}
            aria-label={t('safe.limits.maxFailures')}
            data-testid="safe-max-failures"
          />
        </Form.Item>
        <Form.Item
          label={t('safe.limits.blockMinutes')}
          extra={t('safe.limits.range', { min: MIN_MINUTES, max: MAX_MINUTES })}
        >
          <InputNumber
            min={MIN_MINUTES}
            max={MAX_MINUTES}
            precision={0}
            value={minutes}
            onChange={setMinutes}
            aria-label={t('safe.limits.blockMinutes')}
            data-testid="safe-block-minutes"
          />
        </Form.Item>
        <Form.Item label={t('safe.limits.autoBlock')} extra={t('safe.limits.autoBlockHint')}>
          <Switch
            checked={conf.data?.autoBlock ?? true}
            loading={conf.isPending || setAutoBlock.isPending}
            disabled={!conf.isSuccess}
            onChange={(on) => void setAutoBlock.mutateAsync(on).catch(() => undefined)}
            aria-label={t('safe.limits.autoBlock')}
            data-testid="safe-auto-block"
          />
        </Form.Item>
        {error ? <Alert type="error" showIcon message={error} className="safe-warn" /> : null}
        <Form.Item wrapperCol={{ offset: 7 }}>
          <Button
            type="primary"
            htmlType="submit"
            loading={save.isPending}
            disabled={!valid}
            data-testid="safe-limits-save"
          >
            {t('safe.limits.save')}
          </Button>
        </Form.Item>
      </Form>
    </div>
  );
}
