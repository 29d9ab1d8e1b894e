import { Typography } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';

/** external: USB and eSATA disks outside any pool. */
export default function ExternalPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="storage-page-external">
      <Typography.Title level={4}>{t('storage.external.title')}</Typography.Title>
    </div>
  );
}
