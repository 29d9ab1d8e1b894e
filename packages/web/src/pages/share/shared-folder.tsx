import { DownloadOutlined } from '@ant-design/icons';
import type { SharedItem } from '@coffer/contract/calls/shares-types';
import { Alert, Breadcrumb, Button, Empty, Space, Table, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { listShare } from './share-calls';
import { crumbsOf, downloadUrl, formatSize, formatTime } from './share-problem';
import {
  SharedGrid,
  storedViewMode,
  storeViewMode,
  ViewModeButtons,
  type ShareViewMode,
} from './shared-grid';
import { SharedPreview } from './shared-preview';
import { isPreviewable, SharedThumb } from './shared-thumb';

interface FolderProps {
  id: string;
  ticket: string;
  path: string;
  onOpen: (path: string) => void;
  /** A refusal that ends the visit (expired, gone, ticket no longer good). */
  onRefused: (code: string | number, message: string) => void;
}

/**
 * One folder inside a shared folder: breadcrumbs, its entries as a list or as tiles with the
 * images' thumbnails, a larger preview of an image on click, downloads of files and of the folder.
 */
export function SharedFolder({ id, ticket, path, onOpen, onRefused }: FolderProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ShareViewMode>(storedViewMode);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const listing = useQuery({
    queryKey: ['sharePage', id, ticket, 'list', path],
    queryFn: () => listShare(id, ticket, path),
  });
  const result = listing.data;
  const refused = result && !result.success && String(result.code).startsWith('C118') ? result : null;
  useEffect(() => {
    if (refused) onRefused(refused.code, refused.message);
  }, [refused, onRefused]);
  const items = result?.success ? result.data.items : null;
  const error = result && !result.success && !refused ? result.message : '';
  const images = useMemo(() => (items ?? []).filter(isPreviewable), [items]);
  const previewAt = images.findIndex((image) => image.path === previewing);
  const preview = (item: SharedItem) => setPreviewing(item.path);
  const chooseMode = (next: ShareViewMode) => {
    storeViewMode(next);
    setMode(next);
  };

  const columns: TableColumnsType<SharedItem> = [
    {
      title: t('sharePage.columns.name'),
      dataIndex: 'name',
      ellipsis: true,
      render: (name: string, item) => (
        <span className="share-name">
          <span className="share-name-picture">
            <SharedThumb id={id} ticket={ticket} item={item} />
          </span>
          {item.is_dir ? (
            <Button type="link" onClick={() => onOpen(item.path)} data-testid="share-entry">
              {name}
            </Button>
          ) : isPreviewable(item) ? (
            <Button
              type="link"
              onClick={() => preview(item)}
              aria-label={t('sharePage.preview.open', { name })}
              data-testid="share-entry"
            >
              {name}
            </Button>
          ) : (
            <Space data-testid="share-entry">{name}</Space>
          )}
        </span>
      ),
    },
    {
      title: t('sharePage.columns.size'),
      dataIndex: 'size',
      width: 110,
      render: (size: number, item) => (item.is_dir ? '—' : formatSize(size)),
    },
    {
      title: t('sharePage.columns.mtime'),
      dataIndex: 'mtime',
      width: 170,
      render: (mtime: number) => formatTime(mtime),
    },
    {
      width: 60,
      render: (_, item) => (
        <Button
          href={downloadUrl(id, ticket, item.path)}
          icon={<DownloadOutlined />}
          size="small"
          aria-label={`${item.is_dir ? t('sharePage.downloadZip') : t('sharePage.download')} ${item.name}`}
        />
      ),
    },
  ];
  return (
    <div className="share-folder">
      <div className="share-folder-bar">
        <Breadcrumb
          items={[
            { title: <CrumbButton onClick={() => onOpen('')}>{t('sharePage.root')}</CrumbButton> },
            ...crumbsOf(path).map((crumb) => ({
              title: <CrumbButton onClick={() => onOpen(crumb.path)}>{crumb.name}</CrumbButton>,
            })),
          ]}
          data-testid="share-crumbs"
        />
        <Space>
          <ViewModeButtons mode={mode} onChange={chooseMode} />
          <Button
            href={downloadUrl(id, ticket, path)}
            icon={<DownloadOutlined />}
            data-testid="share-download-zip"
          >
            {t('sharePage.downloadZip')}
          </Button>
        </Space>
      </div>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {previewAt >= 0 ? (
        <SharedPreview
          id={id}
          ticket={ticket}
          images={images}
          start={previewAt}
          onClose={() => setPreviewing(null)}
        />
      ) : null}
      {mode === 'grid' && items !== null ? (
        <SharedGrid id={id} ticket={ticket} items={items} onOpen={onOpen} onPreview={preview} />
      ) : (
        <Table<SharedItem>
          rowKey="path"
          size="small"
          loading={items === null && !error}
          columns={columns}
          dataSource={items ?? []}
          pagination={{ pageSize: 100, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty description={t('sharePage.folderEmpty')} /> }}
          data-testid="share-listing"
        />
      )}
    </div>
  );
}

/** A breadcrumb that opens its folder: a button, so the keyboard reaches it. */
function CrumbButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button type="link" size="small" className="share-crumb" onClick={onClick}>
      {children}
    </Button>
  );
}
