import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/** Asks for the extraction code; `error` is the daemon's message for the last try. */
export function ShareCodeForm({
  onSubmit,
  busy,
  error,
}: {
  onSubmit: (code: string) => void;
  busy: boolean;
  error: string;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  return (
    <Form layout="vertical" onFinish={() => onSubmit(code.trim())} data-testid="share-code-form">
      <Typography.Title level={5}>
        <LockOutlined /> {t('sharePage.codeTitle')}
      </Typography.Title>
      <Form.Item label={t('sharePage.codeLabel')}>
        <Input
          autoFocus
          value={code}
          maxLength={8}
          placeholder={t('sharePage.codePlaceholder')}
          onChange={(event) => setCode(event.target.value)}
          data-testid="share-code-entry"
        />
      </Form.Item>
      {error ? (
        <Alert
          type="error"
          showIcon
          message={error}
          style={{ marginBottom: 12 }}
          data-testid="share-code-error"
        />
      ) : null}
      <Button
        type="primary"
        htmlType="submit"
        loading={busy}
        disabled={code.trim().length < 4}
        block
        data-testid="share-code-open"
      >
        {t('sharePage.open')}
      </Button>
    </Form>
  );
}
