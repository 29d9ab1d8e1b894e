import type { ShareLink } from '@coffer/contract/calls/shares-types';
import { Alert, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { CallError } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';
import { CodeField, codeReady } from './code-field';
import { CopyLinkButton } from './copy-link-button';
import { ExpirySelect } from './expiry-select';
import { DAY_S, DEFAULT_DAYS } from './share-rules';
import { useCreateShare } from './use-shares';

/** Creates a link to `path` (opened by the file manager with `?create=<path>`), then shows it. */
export function CreateShareDialog({ path, onClose }: { path: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(DEFAULT_DAYS);
  const [code, setCode] = useState<string | null>(null);
  const [made, setMade] = useState<ShareLink | null>(null);
  const create = useCreateShare();
  const error = create.error instanceof CallError ? create.error.result.message : create.error?.message;

  if (made) {
    return (
      <Modal
        open
        title={t('shareManage.create.done')}
        onCancel={onClose}
        onOk={onClose}
        okText={t('shareManage.create.close')}
        cancelButtonProps={{ style: { display: 'none' } }}
        data-testid="share-created"
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text strong>{made.name}</Typography.Text>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              readOnly
              value={made.url}
              aria-label={t('shareManage.create.linkLabel')}
              data-testid="share-created-url"
            />
          </Space.Compact>
          {made.code ? (
            <Typography.Text>
              {t('shareManage.columns.code')}: <span data-testid="share-created-code">{made.code}</span>
            </Typography.Text>
          ) : null}
          <CopyLinkButton url={made.url} code={made.code} withLabel />
        </Space>
      </Modal>
    );
  }
  const submit = async () => {
    const link = await create.mutateAsync({ path, expire: days * DAY_S, code: code ?? '' }).catch(() => null);
    if (link) setMade(link);
  };
  return (
    <Modal
      open
      title={t('shareManage.create.title')}
      okText={t('shareManage.create.submit')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      okButtonProps={{ disabled: !codeReady(code), id: 'share-create-submit' }}
      data-testid="share-create"
      width={560}
    >
      <Form layout="vertical">
        <Form.Item label={t('shareManage.create.path')}>
          <Typography.Text code data-testid="share-create-path">
            {path}
          </Typography.Text>
        </Form.Item>
        <Form.Item label={t('shareManage.create.expiry')}>
          <ExpirySelect value={days} onChange={(value) => setDays(value ?? DEFAULT_DAYS)} />
        </Form.Item>
        <Form.Item label={t('shareManage.create.code')}>
          <CodeField value={code} onChange={setCode} />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon message={error} data-testid="share-create-error" /> : null}
    </Modal>
  );
}
