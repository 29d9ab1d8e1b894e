import { create } from 'zustand';
import type { FileItem } from '@coffer/contract';

/** The file manager's own clipboard (Ctrl+C / Ctrl+X / Ctrl+V), never the operating system's. */
interface ClipboardState {
  mode: 'copy' | 'cut' | null;
  items: readonly FileItem[];
  put: (mode: 'copy' | 'cut', items: readonly FileItem[]) => void;
  clear: () => void;
}

export const useFileClipboard = create<ClipboardState>()((set) => ({
  mode: null,
  items: [],
  put: (mode, items) => set({ mode: items.length > 0 ? mode : null, items }),
  clear: () => set({ mode: null, items: [] }),
}));
