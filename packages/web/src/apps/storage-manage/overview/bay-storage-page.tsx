import { Typography } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';
import { CreatePoolButton } from '../create/create-pool-button';
import { BayDisks } from '../disks/bay-disks';
import { storageOfBay, type BayKind } from '../data/storage-by-bay';
import { useStorageInfo } from '../data/use-storage-info';
import { NoPool } from './no-pool';
import { PoolCardList } from './pool-card-list';

const PROTOCOL = { sata: 'protsata', m2: 'protnvme', esata: 'protesata' } as const;

/** sata, m2, esata: the pools of one kind of bay, then that kind's disks. */
export default function BayStoragePage({ bay }: { bay: BayKind }) {
  const { t } = useTranslation();
  const { data } = useStorageInfo();
  if (!data) return null;
  const info = { ...storageOfBay(data, bay), spares: data.spares };
  const protocol = PROTOCOL[bay];
  const kind = t(`storage.kind.${protocol}`);
  return (
    <div data-testid={`storage-page-${bay}`}>
      <div className="storage-page-head">
        <Typography.Title level={4}>{t('storage.overview.kindPools', { kind })}</Typography.Title>
        <CreatePoolButton protocol={protocol} />
      </div>
      {info.pools.length === 0 ? (
        <NoPool info={info} protocol={protocol} />
      ) : (
        <PoolCardList pools={info.pools} info={{ ...info, disks: data.disks }} />
      )}
      <Typography.Title level={5} className="storage-section">
        {t('storage.overview.kindDisks', { kind })}
      </Typography.Title>
      <BayDisks bay={bay} info={data} />
    </div>
  );
}
