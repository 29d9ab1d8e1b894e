import { Alert, App, Button, Form, Input, Radio, Space, Spin, Typography } from 'antd';
import type { ShareConfig } from '@coffer/contract/calls/shares-types';
import { useState } from 'react';
import { CallError } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';
import { useSetShareConfig, useShareConfig } from './use-shares';

/** SHARE-02 for administrators: links on this device's address or on a custom domain. */
export function ShareConfigForm() {
  const { t } = useTranslation();
  const config = useShareConfig();
  if (config.isPending) return <Spin />;
  if (config.isError) return <Alert type="error" showIcon message={t('shareManage.loadFailed')} />;
  return <ConfigFields saved={config.data} />;
}

function ConfigFields({ saved }: { saved: ShareConfig }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSetShareConfig();
  const [type, setType] = useState<0 | 2>(saved.connect_type === 2 ? 2 : 0);
  const [domain, setDomain] = useState(saved.domain);
  const error = save.error instanceof CallError ? save.error.result.message : save.error?.message;
  const submit = async () => {
    const saved = await save
      .mutateAsync({ connect_type: type, domain: type === 2 ? domain : '' })
      .catch(() => null);
    if (saved) void message.success(t('shareManage.config.saved'));
  };
  return (
    <Form layout="vertical" style={{ maxWidth: 560 }} data-testid="share-config">
      <Form.Item label={t('shareManage.config.title')}>
        <Radio.Group value={type} onChange={(event) => setType(event.target.value as 0 | 2)}>
          <Space direction="vertical">
            <Radio value={0}>{t('shareManage.config.device')}</Radio>
            <Radio value={2}>{t('shareManage.config.domain')}</Radio>
            <Radio value={1} disabled>
              {t('shareManage.config.enterprise')}
            </Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      {type === 2 ? (
        <Form.Item label={t('shareManage.config.domain')} extra={t('shareManage.config.domainHint')}>
          <Input
            value={domain}
            onChange={(event) => setDomain(event.target.value)}
            placeholder={t('shareManage.config.domainPlaceholder')}
            data-testid="share-config-domain"
          />
        </Form.Item>
      ) : (
        <Typography.Paragraph type="secondary">
          {t('shareManage.config.deviceHint', { host: window.location.host })}
        </Typography.Paragraph>
      )}
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Button
        type="primary"
        onClick={() => void submit()}
        loading={save.isPending}
        disabled={type === 2 && !domain.trim()}
      >
        {t('shareManage.config.save')}
      </Button>
    </Form>
  );
}
