import type { DragEvent, MouseEvent } from 'react';
import type { FileItem } from '@coffer/contract';
import type { Selection } from '../../shell/files/selection';

/** What a row or a grid card does with the mouse; the folder page supplies them. */
export interface EntryHandlers {
  click: (index: number, event: MouseEvent) => void;
  open: (index: number) => void;
  contextMenu: (index: number) => void;
  dragStart: (index: number, event: DragEvent) => void;
  dragEnd: () => void;
  /** Whether rows dragged now may land on this entry (a folder that accepts them). */
  dragOver: (item: FileItem, event: DragEvent) => void;
  drop: (item: FileItem, event: DragEvent) => void;
  renameDone: (index: number, name: string | null) => void;
  /** A rubber band drawn over the entries chose this selection. */
  select: (selection: Selection) => void;
}
