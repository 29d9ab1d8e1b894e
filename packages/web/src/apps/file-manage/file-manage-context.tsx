import { createContext, useContext } from 'react';
import type { useFileOperations } from './use-file-operations';

export type FileOperations = Omit<ReturnType<typeof useFileOperations>, 'dialog'>;

/** The app's operations, shared by the sidebar and the pages (one conflict dialog for both). */
export const FileOperationsContext = createContext<FileOperations | null>(null);

export function useOperations(): FileOperations {
  const operations = useContext(FileOperationsContext);
  if (!operations) throw new Error('useOperations outside the file manager');
  return operations;
}
