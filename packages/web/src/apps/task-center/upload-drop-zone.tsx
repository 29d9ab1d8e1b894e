import { Button } from 'antd';
import { FileAddOutlined, FolderAddOutlined } from '@ant-design/icons';
import { FILE_ROOTS } from '@coffer/contract';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { filesFromInput } from '../../transfers/dropped-files';
import { enqueueDroppedUploads, enqueueUploads } from '../../transfers/upload-queue';

/** Where the task center uploads to: the person's own folder (the file manager picks any folder). */
const UPLOAD_DIR = FILE_ROOTS.home;

/**
 * Files and folders dropped on the uploads tab, or picked with its buttons, go into the person's
 * own folder; the file manager uploads into the folder it shows.
 */
export function UploadDropZone({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setOver(false);
    void enqueueDroppedUploads({ dir: UPLOAD_DIR, dataTransfer: event.dataTransfer });
  };
  const onPicked = (input: HTMLInputElement | null) => {
    if (!input?.files || input.files.length === 0) return;
    void enqueueUploads({ dir: UPLOAD_DIR, files: filesFromInput(input.files) });
    input.value = '';
  };

  return (
    <div
      className={over ? 'upload-drop-zone upload-drop-zone-over' : 'upload-drop-zone'}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="upload-drop-zone"
    >
      <div className="upload-drop-bar">
        <span className="upload-drop-hint">{t('taskCenter.dropHint')}</span>
        {actions}
        <Button
          icon={<FileAddOutlined />}
          onClick={() => filesInput.current?.click()}
          data-testid="upload-pick-files"
        >
          {t('taskCenter.actions.pickFiles')}
        </Button>
        <Button
          icon={<FolderAddOutlined />}
          onClick={() => folderInput.current?.click()}
          data-testid="upload-pick-folder"
        >
          {t('taskCenter.actions.pickFolder')}
        </Button>
        <input
          ref={filesInput}
          type="file"
          multiple
          hidden
          onChange={(event) => onPicked(event.currentTarget)}
          data-testid="upload-files-input"
        />
        <input
          ref={folderInput}
          type="file"
          hidden
          {...{ webkitdirectory: '', directory: '' }}
          onChange={(event) => onPicked(event.currentTarget)}
          data-testid="upload-folder-input"
        />
      </div>
      {children}
    </div>
  );
}
