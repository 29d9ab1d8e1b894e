import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Empty, Spin, Typography } from 'antd';
import { LockOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ExternalDisk } from '@coffer/contract';
import { CallError } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { useIsMaster } from '../data/use-is-master';
import { ExternalDiskCard } from './external-disk-card';
import { useExternalDisks } from './use-external-disks';
import './external.css';

const FormatExternalDialog = lazy(() => import('./format-external-dialog'));

/** external: USB and eSATA disks outside any pool, to mount, unmount and format (STOR-EXT-01..05). */
export default function ExternalPage() {
  const { t } = useTranslation();
  const isMaster = useIsMaster();
  const disks = useExternalDisks();
  const [formatting, setFormatting] = useState<ExternalDisk | null>(null);
  const [running, setRunning] = useState<string | null>(null);

  let body;
  if (disks.isPending) body = <Spin className="storage-loading" />;
  else if (disks.isError && !disks.data)
    body = (
      <Alert
        type="error"
        showIcon
        data-testid="external-load-error"
        title={t('storage.external.loadFailed')}
        description={disks.error instanceof CallError ? disks.error.result.message : undefined}
        action={
          <Button size="small" onClick={() => void disks.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (disks.data.length === 0)
    body = (
      <Empty
        className="storage-empty"
        data-testid="external-empty"
        description={
          <>
            <Typography.Text strong>{t('storage.external.emptyTitle')}</Typography.Text>
            <br />
            <Typography.Text type="secondary" className="external-empty-body">
              {t('storage.external.emptyBody')}
            </Typography.Text>
          </>
        }
      />
    );
  else
    body = (
      <div className="external-list">
        {disks.data.map((disk) => (
          <ExternalDiskCard
            key={disk.dev}
            disk={disk}
            facts={{ isMaster, formatting: running === disk.dev }}
            onFormat={setFormatting}
          />
        ))}
      </div>
    );

  return (
    <div data-testid="storage-page-external">
      <div className="storage-page-head">
        <Typography.Title level={4}>{t('storage.external.title')}</Typography.Title>
        <Button
          icon={<ReloadOutlined />}
          loading={disks.isFetching && !disks.isPending}
          onClick={() => void disks.refetch()}
          data-testid="external-refresh"
        >
          {t('storage.refresh')}
        </Button>
      </div>
      <p className="external-muted external-intro">{t('storage.external.intro')}</p>
      {!isMaster ? (
        <p className="external-muted external-read-only" data-testid="external-read-only">
          <LockOutlined /> {t('storage.external.readOnly')}
        </p>
      ) : null}
      {body}
      {formatting ? (
        <Suspense fallback={null}>
          <FormatExternalDialog
            disk={formatting}
            onClose={() => setFormatting(null)}
            onRunning={(on) => setRunning(on ? formatting.dev : null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
