import { Code, type FileItem } from '@coffer/contract';
import { useToast } from '../../shell/format';
import { isInside, parentOf } from '../../shell/files/file-paths';
import { codeText } from './code-text';
import { useFileClipboard } from './file-clipboard';
import { useOperations } from './file-manage-context';

export interface ClipboardActionsOptions {
  /** The folder shown, where a paste lands. */
  path: string;
  canWrite: boolean;
  /** The selected entries (fetched when not loaded yet). */
  selectedItems: () => Promise<FileItem[]>;
}

/**
 * Ctrl+C / Ctrl+X / Ctrl+V and the menu's copy, cut and paste: a paste of a cut moves (and empties
 * the clipboard), of a copy copies (the clipboard stays, to paste again); conflicts are asked.
 */
export function useClipboardActions({ path, canWrite, selectedItems }: ClipboardActionsOptions) {
  const toast = useToast();
  const operations = useOperations();
  const clipboard = useFileClipboard();

  const copyOrCut = async (mode: 'copy' | 'cut') => {
    const items = await selectedItems();
    if (mode === 'cut' && (!canWrite || items.some((item) => item.is_sys))) return;
    clipboard.put(mode, items);
  };

  const paste = async () => {
    if (!clipboard.mode || !canWrite) return;
    const paths = clipboard.items.map((item) => item.path);
    const mode = clipboard.mode === 'cut' ? 'move' : 'copy';
    if (mode === 'move' && paths.some((source) => parentOf(source) === path)) {
      toast.warning(codeText(Code.fileSameLevel));
      return;
    }
    if (paths.some((source) => isInside(path, source))) {
      toast.warning(codeText(Code.fileIntoItself));
      return;
    }
    const done = await operations.transfer(paths, path, mode);
    if (done && mode === 'move') clipboard.clear();
  };

  return { copyOrCut, paste, canPaste: canWrite && clipboard.mode !== null };
}
