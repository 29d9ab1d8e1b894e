import { useMemo } from 'react';
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

/** The paths of entries cut and not yet pasted: they look faded in the list. */
export function useCutPaths(): ReadonlySet<string> {
  const mode = useFileClipboard((state) => state.mode);
  const items = useFileClipboard((state) => state.items);
  return useMemo(() => new Set(mode === 'cut' ? items.map((item) => item.path) : []), [mode, items]);
}
