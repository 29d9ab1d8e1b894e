import { Typography } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';
import { useStorageInfo } from '../data/use-storage-info';
import { HealthButtons } from '../health/health-buttons';
import { HealthDialogsProvider } from '../health/health-dialogs';
import { DiskSection } from './disk-section';

/** diskPage: every bay of the device and every disk, with the health checks in the page head. */
export default function DiskPage() {
  const { t } = useTranslation();
  const { data } = useStorageInfo();
  if (!data) return null;
  return (
    <HealthDialogsProvider>
      <div data-testid="storage-page-diskPage">
        <div className="storage-page-head">
          <Typography.Title level={4}>{t('storage.disks.title')}</Typography.Title>
          <HealthButtons smartGroup="protsata" ihmGroup="sata-group" />
        </div>
        <DiskSection bay="all" info={data} />
      </div>
    </HealthDialogsProvider>
  );
}
