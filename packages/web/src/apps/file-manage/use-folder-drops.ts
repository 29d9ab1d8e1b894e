import { useState, type DragEvent } from 'react';
import { FILE_PERMISSION, FILE_ROOTS, type DirTop, type FileItem } from '@coffer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { useToast } from '../../shell/format';
import { codeText } from './code-text';
import { isFileDrag, isOsFileDrag } from './drag-state';
import type { DropTarget } from './drop-rules';
import { uploadDropped } from './upload-adapter';
import { rowUploadRefusal } from './upload-rules';
import { useDropInto } from './use-drop-into';

export interface FolderDropsOptions {
  /** The folder shown. */
  path: string;
  /** Its permission (null until the listing says). */
  permission: number | null;
  aboveRoots: boolean;
  /** Why the folder shown takes no upload (a catalogue code), or null. */
  uploadCode: string | null;
  dirTop: DirTop | undefined;
  dirTopPending: boolean;
}

/**
 * What lands on a folder's list: rows dragged from a file list move or copy (the drop rules), and
 * files or folders from the operating system upload, into the folder shown or into the folder
 * whose row they were dropped on (a dropped folder keeps its tree: dropped-files.ts).
 */
export function useFolderDrops(options: FolderDropsOptions) {
  const { path, permission, aboveRoots, uploadCode, dirTop, dirTopPending } = options;
  const { t } = useTranslation();
  const toast = useToast();
  const dropInto = useDropInto();
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const [osDrag, setOsDrag] = useState(false);

  const upload = (dir: string, refusal: string | null, transfer: DataTransfer) => {
    if (refusal) toast.warning(codeText(refusal));
    else
      void uploadDropped(dir, transfer).then(
        (queued) => queued || toast.warning(t('fileManage.upload.notReady')),
      );
  };

  const targetOfRow = (item: FileItem): DropTarget => {
    if (path === FILE_ROOTS.public) {
      const group = dirTop?.dirs.find((dir) => dir.filepath === item.path);
      return { kind: 'group', path: item.path, permission: dirTopPending ? null : (group?.permission ?? 0) };
    }
    if (path === FILE_ROOTS.external) return { kind: 'external', path: item.path };
    return { kind: 'folder', path: item.path, permission: permission ?? FILE_PERMISSION.readOnly };
  };

  const onRowDragOver = (item: FileItem, event: DragEvent) => {
    const transfer = event.dataTransfer;
    if (!item.is_dir || !(isFileDrag(transfer) || isOsFileDrag(transfer))) return;
    event.preventDefault();
    event.stopPropagation();
    if (isOsFileDrag(transfer)) setOsDrag(true);
    setDropTarget(item.path);
  };

  const onRowDrop = (item: FileItem, event: DragEvent) => {
    const transfer = event.dataTransfer;
    if (!item.is_dir || !(isFileDrag(transfer) || isOsFileDrag(transfer))) return;
    event.preventDefault();
    event.stopPropagation();
    setDropTarget(null);
    setOsDrag(false);
    const target = targetOfRow(item);
    if (isOsFileDrag(transfer)) upload(item.path, rowUploadRefusal(target), transfer);
    else void dropInto(target);
  };

  const onAreaDragOver = (event: DragEvent) => {
    if (isOsFileDrag(event.dataTransfer)) {
      event.preventDefault();
      setOsDrag(true);
      setDropTarget(null);
    } else if (isFileDrag(event.dataTransfer)) {
      event.preventDefault();
      setDropTarget(null);
    }
  };

  const onAreaDragLeave = (event: DragEvent) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setOsDrag(false);
    setDropTarget(null);
  };

  const onAreaDrop = (event: DragEvent) => {
    setOsDrag(false);
    if (isOsFileDrag(event.dataTransfer)) {
      event.preventDefault();
      upload(path, uploadCode, event.dataTransfer);
    } else if (isFileDrag(event.dataTransfer)) {
      event.preventDefault();
      void dropInto(
        aboveRoots
          ? { kind: path === FILE_ROOTS.public ? 'public' : 'other' }
          : { kind: 'folder', path, permission: permission ?? FILE_PERMISSION.readOnly },
      );
    }
  };

  return {
    dropTarget,
    /** Files from the operating system are over the list. */
    osDrag,
    /** The folder row under an OS drag, when there is one (its name shows in the drop note). */
    osDropRow: osDrag ? dropTarget : null,
    clearDropTarget: () => setDropTarget(null),
    onRowDragOver,
    onRowDrop,
    onAreaDragOver,
    onAreaDragLeave,
    onAreaDrop,
  };
}
