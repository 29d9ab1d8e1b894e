/** What a key press in the file list does (issue 15 §2). */
export type FileKeyAction =
  | 'open'
  | 'delete'
  | 'rename'
  | 'selectAll'
  | 'copy'
  | 'cut'
  | 'paste'
  | 'up'
  | 'clear'
  | 'next'
  | 'previous'
  | 'extendNext'
  | 'extendPrevious';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** Ctrl on Windows and Linux, Cmd on a Mac: both are accepted everywhere. */
export function keyAction(press: KeyPress): FileKeyAction | null {
  const command = press.ctrlKey || press.metaKey;
  if (press.altKey) return null;
  if (command && !press.shiftKey) {
    switch (press.key.toLowerCase()) {
      case 'a':
        return 'selectAll';
      case 'c':
        return 'copy';
      case 'x':
        return 'cut';
      case 'v':
        return 'paste';
      default:
        return null;
    }
  }
  if (command) return null;
  switch (press.key) {
    case 'Enter':
      return 'open';
    case 'Delete':
      return 'delete';
    case 'F2':
      return 'rename';
    case 'Backspace':
      return 'up';
    case 'Escape':
      return 'clear';
    case 'ArrowDown':
      return press.shiftKey ? 'extendNext' : 'next';
    case 'ArrowUp':
      return press.shiftKey ? 'extendPrevious' : 'previous';
    default:
      return null;
  }
}
