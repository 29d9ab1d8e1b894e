import { Typography } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';
import { useStorageInfo } from '../data/use-storage-info';
import { BayDisks } from './bay-disks';

/** diskPage: every disk of the device. */
export default function DiskPage() {
  const { t } = useTranslation();
  const { data } = useStorageInfo();
  if (!data) return null;
  return (
    <div data-testid="storage-page-diskPage">
      <Typography.Title level={4}>{t('storage.disks.title')}</Typography.Title>
      <BayDisks bay="sata" info={data} />
    </div>
  );
}
