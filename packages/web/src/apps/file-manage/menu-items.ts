import type { FileItem } from '@coffer/contract';

export type MenuAction =
  | 'open'
  | 'download'
  | 'rename'
  | 'copy'
  | 'cut'
  | 'paste'
  | 'delete'
  | 'share'
  | 'properties'
  | 'newFolder'
  | 'uploadFiles'
  | 'uploadFolder'
  | 'selectAll';

export interface MenuFacts {
  /** The selected entries (loaded ones); empty for a right click on the blank area. */
  selected: readonly FileItem[];
  selectedCount: number;
  canWrite: boolean;
  canUpload: boolean;
  canPaste: boolean;
  /** External disks have no share links. */
  canShare: boolean;
}

/** Which actions the context menu offers and which of them are disabled now. */
export function menuActions(facts: MenuFacts): { action: MenuAction; disabled: boolean }[] {
  const { selected, selectedCount, canWrite } = facts;
  if (selectedCount === 0) {
    return [
      { action: 'newFolder', disabled: !canWrite },
      { action: 'uploadFiles', disabled: !facts.canUpload },
      { action: 'uploadFolder', disabled: !facts.canUpload },
      { action: 'paste', disabled: !facts.canPaste },
      { action: 'selectAll', disabled: false },
    ];
  }
  const one = selectedCount === 1;
  const system = selected.some((item) => item.is_sys);
  return [
    { action: 'open', disabled: !one },
    { action: 'download', disabled: false },
    { action: 'rename', disabled: !one || !canWrite || system },
    { action: 'copy', disabled: false },
    { action: 'cut', disabled: !canWrite || system },
    { action: 'paste', disabled: !facts.canPaste },
    { action: 'delete', disabled: !canWrite || system },
    { action: 'share', disabled: !one || !facts.canShare },
    { action: 'properties', disabled: !one },
  ];
}
