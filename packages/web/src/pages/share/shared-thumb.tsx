import { FileImageOutlined, FileOutlined, FolderFilled } from '@ant-design/icons';
import { hasThumbnail } from '@coffer/contract/calls/transfers-types';
import type { SharedItem } from '@coffer/contract/calls/shares-types';
import { useState } from 'react';
import { thumbUrl } from './share-problem';

/** Whether the page shows a picture of this entry (the daemon makes thumbnails of these). */
export const isPreviewable = (item: SharedItem) => !item.is_dir && hasThumbnail(item.name);

/**
 * An entry's picture: the image's thumbnail, or its kind's icon for a folder, another file, or an
 * image the daemon could not read (a damaged photo shows the image icon, never a broken picture).
 */
export function SharedThumb({ id, ticket, item }: { id: string; ticket: string; item: SharedItem }) {
  const [failed, setFailed] = useState(false);
  if (item.is_dir) return <FolderFilled className="share-thumb-icon share-thumb-folder" />;
  if (!isPreviewable(item)) return <FileOutlined className="share-thumb-icon" />;
  if (failed) return <FileImageOutlined className="share-thumb-icon" data-testid="share-thumb-failed" />;
  return (
    <img
      className="share-thumb-image"
      src={thumbUrl(id, ticket, item.path, 's', item.mtime)}
      alt=""
      loading="lazy"
      draggable={false}
      onError={() => setFailed(true)}
      data-testid="share-thumb"
    />
  );
}
