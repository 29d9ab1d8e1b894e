import { useState } from 'react';
import type { FileItem } from '@coffer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { useToast } from '../../shell/format';
import { openKindOf } from '../../shell/files/file-kinds';
import { startDownload } from './file-urls';
import type { FolderPages } from './folder-pages';
import { ImagePreview } from './image-preview';
import { openViewer } from './viewer-adapter';

/**
 * Double-click or Enter on an entry: a folder opens, an image shows in the preview (with the other
 * loaded images of the folder to step through), text, code, audio and video open in their viewer
 * app, anything else downloads. Answers the opener and the preview to draw.
 */
export function useOpenEntry(pages: FolderPages, openFolder: (path: string) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const [preview, setPreview] = useState<{ images: FileItem[]; start: number } | null>(null);

  const open = (item: FileItem, index: number) => {
    const kind = openKindOf(item);
    if (kind === 'folder') openFolder(item.path);
    else if (kind === 'image') {
      const images = pages.loadedRows().filter((row) => openKindOf(row.item) === 'image');
      setPreview({
        images: images.map((row) => row.item),
        start: Math.max(
          0,
          images.findIndex((row) => row.index === index),
        ),
      });
    } else if (kind === 'download') startDownload([item.path]);
    else if (!openViewer(kind, item.path)) toast.info(t('fileManage.open.noViewer'));
  };

  const previewElement = preview && (
    <ImagePreview images={preview.images} start={preview.start} onClose={() => setPreview(null)} />
  );
  return { open, preview: previewElement };
}
