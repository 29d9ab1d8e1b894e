import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Empty, Typography } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';
import type { BayKind, StorageInfo } from '../data/storage-by-bay';
import { BayPicture } from './bay-picture';
import { bayGroupsOf, bayPicture } from './bay-layout';
import { DiskTable } from './disk-table';
import './disks.css';

const DiskDetail = lazy(() => import('./disk-detail'));

/**
 * The bays of one kind (a bay page) or of every kind (the disk page), the disk table under them, and
 * the detail panel of the disk chosen in either. `info.disks` holds the disks this part shows;
 * its pools, spares and cache pools name what the disks serve.
 */
export function DiskSection({
  bay,
  info,
  tools,
}: {
  bay: BayKind | 'all';
  info: StorageInfo;
  /** Actions shown beside the disk list's title. */
  tools?: ReactNode;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  // The panel lies over the app's window; shown full-page, over the page.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const anchor = useCallback((element: HTMLDivElement | null) => {
    setContainer(element?.closest<HTMLElement>('.app-window-body') ?? null);
  }, []);
  const open = (sn: string) => {
    setSelected(sn);
    setOpened(true);
  };
  const picture = bayPicture(info.disks, bayGroupsOf(bay));
  return (
    <div className="disk-section" ref={anchor}>
      <BayPicture picture={picture} info={info} selectedSn={selected} onOpen={open} />
      <div className="disk-list-head">
        <Typography.Title level={5} className="disk-list-title">
          {t('storage.disks.list')}
        </Typography.Title>
        {tools}
      </div>
      {info.disks.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('storage.disks.noDisk')}
          data-testid="disks-empty"
        />
      ) : (
        <DiskTable disks={info.disks} info={info} selectedSn={selected} onOpen={open} />
      )}
      {opened ? (
        <Suspense fallback={null}>
          <DiskDetail sn={selected} info={info} onClose={() => setSelected(null)} container={container} />
        </Suspense>
      ) : null}
    </div>
  );
}
