import { AppstoreOutlined, BarsOutlined, DownloadOutlined } from '@ant-design/icons';
import type { SharedItem } from '@coffer/contract/calls/shares-types';
import { Button, Empty, Space } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { downloadUrl, formatSize } from './share-problem';
import { isPreviewable, SharedThumb } from './shared-thumb';

/**
 * The shared folder as tiles: a folder opens, an image opens the preview, another file downloads.
 * Each tile is one button (or link), so Tab and Enter reach every entry.
 */
export function SharedGrid({
  id,
  ticket,
  items,
  onOpen,
  onPreview,
}: {
  id: string;
  ticket: string;
  items: readonly SharedItem[];
  onOpen: (path: string) => void;
  onPreview: (item: SharedItem) => void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return <Empty description={t('sharePage.folderEmpty')} />;
  return (
    <ul className="share-grid" data-testid="share-grid">
      {items.map((item) => {
        const picture = (
          <>
            <span className="share-tile-picture">
              <SharedThumb id={id} ticket={ticket} item={item} />
              {!item.is_dir && !isPreviewable(item) ? (
                <DownloadOutlined className="share-tile-download" />
              ) : null}
            </span>
            <span className="share-tile-name" title={item.name}>
              {item.name}
            </span>
            <span className="share-tile-size">{item.is_dir ? '' : formatSize(item.size)}</span>
          </>
        );
        return (
          <li key={item.path} className="share-tile" data-testid="share-tile">
            {item.is_dir ? (
              <button type="button" className="share-tile-button" onClick={() => onOpen(item.path)}>
                {picture}
              </button>
            ) : isPreviewable(item) ? (
              <button
                type="button"
                className="share-tile-button"
                onClick={() => onPreview(item)}
                aria-label={t('sharePage.preview.open', { name: item.name })}
              >
                {picture}
              </button>
            ) : (
              <a
                className="share-tile-button"
                href={downloadUrl(id, ticket, item.path)}
                aria-label={`${t('sharePage.download')} ${item.name}`}
              >
                {picture}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The grid/list choice, kept for the next visit of any share in this browser. */
export type ShareViewMode = 'list' | 'grid';
const VIEW_KEY = 'coffer.share.view';
export const storedViewMode = (): ShareViewMode =>
  localStorage.getItem(VIEW_KEY) === 'grid' ? 'grid' : 'list';
export const storeViewMode = (mode: ShareViewMode) => localStorage.setItem(VIEW_KEY, mode);

export function ViewModeButtons({
  mode,
  onChange,
}: {
  mode: ShareViewMode;
  onChange: (mode: ShareViewMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space.Compact>
      {(['list', 'grid'] as const).map((choice) => (
        <Button
          key={choice}
          icon={choice === 'list' ? <BarsOutlined /> : <AppstoreOutlined />}
          type={mode === choice ? 'primary' : 'default'}
          aria-pressed={mode === choice}
          onClick={() => onChange(choice)}
          data-testid={`share-view-${choice}`}
        >
          {t(`sharePage.view.${choice}`)}
        </Button>
      ))}
    </Space.Compact>
  );
}
