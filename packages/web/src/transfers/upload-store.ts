import { create } from 'zustand';
import type { UploadTask } from './upload-types';

/** The upload tasks as the lists show them, newest last; the upload manager alone writes it. */
export const useUploadStore = create<{ tasks: readonly UploadTask[] }>()(() => ({ tasks: [] }));

/** Every upload task, for lists (task center, the file manager's upload panel). */
export function useUploadTasks(): readonly UploadTask[] {
  return useUploadStore((state) => state.tasks);
}
