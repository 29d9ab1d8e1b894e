import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FileTask } from '@coffer/contract';
import { fileTaskControl, fileTaskList } from '@coffer/contract/calls/files';
import { call, unwrap } from '../../api/client';
import { usePush } from '../../shell/push/use-push';

export const FILE_TASKS_KEY = ['taskCenter', 'fileTasks'] as const;
/** The daemon's file tasks are read again this often while the tab is open. */
export const FILE_TASKS_POLL_MS = 2000;

/** The caller's file tasks: polled every 2 s, and at once when one ends (`file_opt_async`). */
export function useFileTasks() {
  const queryClient = useQueryClient();
  usePush('file_opt_async', () => void queryClient.invalidateQueries({ queryKey: FILE_TASKS_KEY }));
  return useQuery({
    queryKey: FILE_TASKS_KEY,
    refetchInterval: FILE_TASKS_POLL_MS,
    queryFn: async ({ signal }): Promise<FileTask[]> =>
      unwrap(await call(fileTaskList, {}, { toast: false, signal })).tasks,
  });
}

export type FileTaskAction = 'pause' | 'resume' | 'cancel' | 'retry' | 'remove';

/** One action on a task; the list is read again after it, whatever the answer. */
export function useFileTaskControl() {
  const queryClient = useQueryClient();
  return async (id: string, action: FileTaskAction): Promise<boolean> => {
    const result = await call(fileTaskControl, { id, action });
    await queryClient.invalidateQueries({ queryKey: FILE_TASKS_KEY });
    return result.success;
  };
}
