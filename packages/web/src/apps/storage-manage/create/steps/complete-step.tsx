import { useState } from 'react';
import { Alert, Button, Spin, Typography } from 'antd';
import { CheckCircleFilled, DownloadOutlined } from '@ant-design/icons';
import { formatCapacity, PasswordEvent, type PoolInfo } from '@coffer/contract';
import { useTranslation } from '../../../../i18n/use-translation';
import { useDialogs } from '../../../../shell/dialogs/use-dialogs';
import { CapacityDonut } from '../../charts/capacity-donut';
import { raidLabel } from '../../data/disk-labels';
import { sparesOf, usedBytesOf, type StorageInfo } from '../../data/storage-by-bay';
import { downloadKeyFile } from '../download-key-file';

/**
 * STOR-FMT-09: the new pool's capacity as a ring of free and used space with the total, its mode
 * and the spares protecting it; for an encrypted pool the key file (STOR-ENC-04).
 */
export function CompleteStep({ poolId, info }: { poolId: string | null; info: StorageInfo | undefined }) {
  const { t } = useTranslation();
  const pool = info?.pools.find((candidate) => candidate.id === poolId);
  if (!info || !pool) {
    return (
      <div className="create-step create-centred" data-testid="create-step-complete" data-ready="0">
        <Spin />
      </div>
    );
  }
  const used = usedBytesOf(pool);
  const spares = sparesOf(pool, info).length;
  return (
    <div className="create-step" data-testid="create-step-complete" data-ready="1">
      <Typography.Title level={5} className="create-heading">
        <CheckCircleFilled className="create-success-icon" />{' '}
        {t('storage.create.completeTitle', { name: pool.name })}
      </Typography.Title>
      <div className="create-complete">
        <CapacityDonut used={used} total={pool.total_size} size={148} data-testid="create-complete-chart" />
        <dl className="pool-facts">
          <dt>{t('storage.total')}</dt>
          <dd data-testid="create-complete-total">{formatCapacity(pool.total_size)}</dd>
          <dt>{t('storage.used')}</dt>
          <dd>{used === null ? '—' : formatCapacity(used)}</dd>
          <dt>{t('storage.free')}</dt>
          <dd data-testid="create-complete-free">{pool.has_mount ? formatCapacity(pool.free_size) : '—'}</dd>
          <dt>{t('storage.raidType')}</dt>
          <dd data-testid="create-complete-mode">{raidLabel(pool.raid_type)}</dd>
          <dt>{t('storage.overview.spares')}</dt>
          <dd data-testid="create-complete-spares">
            {t('storage.create.completeSpares', { count: spares })}
          </dd>
        </dl>
      </div>
      {pool.encrypted ? <KeyFileSection pool={pool} /> : null}
    </div>
  );
}

/** The key-file download of a new encrypted pool, after the StorageKey password check. */
function KeyFileSection({ pool }: { pool: PoolInfo }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ saved: boolean; message: string } | null>(null);
  const download = async () => {
    if (!(await dialogs.adminPasswordConfirm({ eventName: PasswordEvent.storageKey }))) return;
    setBusy(true);
    try {
      const result = await downloadKeyFile(pool.id, t('request.network'));
      setOutcome(
        result.saved
          ? { saved: true, message: t('storage.create.keyFileSaved') }
          : { saved: false, message: result.message },
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="create-key-file" data-testid="create-key-file">
      <Typography.Text strong>{t('storage.create.keyFileTitle')}</Typography.Text>
      <Typography.Paragraph type="secondary">{t('storage.create.keyFileBody')}</Typography.Paragraph>
      <Button
        icon={<DownloadOutlined />}
        loading={busy}
        onClick={() => void download()}
        data-testid="create-key-file-download"
      >
        {t('storage.create.keyFileDownload')}
      </Button>
      <Alert
        type={outcome === null ? 'warning' : outcome.saved ? 'success' : 'error'}
        showIcon
        className="create-alert"
        title={outcome?.message ?? t('storage.create.keyFileNotSaved')}
        data-testid="create-key-file-outcome"
        data-saved={outcome?.saved ? '1' : '0'}
      />
    </div>
  );
}
