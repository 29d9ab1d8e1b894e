import type { FileItem } from '@coffer/contract';

/**
 * FILE-09: what is being dragged from a file list (its rows, read when dropped: a selection of
 * rows not loaded yet is fetched then). Module state, so a drop on the sidebar sees it.
 */
export interface FileDrag {
  /** The folder the rows are dragged out of. */
  from: string;
  items: () => Promise<FileItem[]>;
}

/** The MIME type marking a drag of file-manager rows (an OS file drag carries `Files`). */
export const FILE_DRAG_TYPE = 'application/x-coffer-files';

let current: FileDrag | null = null;

export function startFileDrag(drag: FileDrag): void {
  current = drag;
}

export function currentFileDrag(): FileDrag | null {
  return current;
}

export function endFileDrag(): void {
  current = null;
}

export function isFileDrag(transfer: DataTransfer): boolean {
  return transfer.types.includes(FILE_DRAG_TYPE);
}

export function isOsFileDrag(transfer: DataTransfer): boolean {
  return !isFileDrag(transfer) && transfer.types.includes('Files');
}
