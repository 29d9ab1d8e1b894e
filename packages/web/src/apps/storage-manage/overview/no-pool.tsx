import { Empty, Typography } from 'antd';
import type { PoolInfo } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { CreatePoolButton } from '../create/create-pool-button';
import { useIsMaster } from '../data/use-is-master';
import { diskUseOf, type StorageInfo } from '../data/storage-by-bay';

/** STOR-NOPOOL-01: no pool yet; the administrator is asked to create one. */
export function NoPool({ info, protocol }: { info: StorageInfo; protocol?: PoolInfo['protocol'] }) {
  const { t } = useTranslation();
  const isMaster = useIsMaster();
  const free = info.disks.filter((disk) => diskUseOf(disk.role) === 'free' && disk.status === 'ok');
  const body = !isMaster
    ? t('storage.overview.noPoolReadOnly')
    : info.disks.length === 0
      ? t('storage.overview.noPoolNoDisk')
      : free.length === 0
        ? t('storage.overview.noPoolNoFreeDisk')
        : t('storage.overview.noPoolBody', { count: free.length });
  return (
    <Empty
      className="storage-empty"
      data-testid="storage-no-pool"
      description={
        <>
          <Typography.Text strong>{t('storage.overview.noPoolTitle')}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{body}</Typography.Text>
        </>
      }
    >
      <CreatePoolButton protocol={protocol} primary />
    </Empty>
  );
}
