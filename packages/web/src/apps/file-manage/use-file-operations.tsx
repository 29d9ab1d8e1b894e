import { useCallback, useState, type ReactNode } from 'react';
import { CALLS, type FileConflict, type FileItem, type FileTask } from '@coffer/contract';
import { call } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';
import { useDialogs } from '../../shell/dialogs/use-dialogs';
import { useToast } from '../../shell/format';
import { ConflictDialog, type RenameConf } from './conflict-dialog';
import { skipsEverything } from './conflict-choices';
import { useTaskTracker } from '../../shell/files/task-tracker';

/** The file manager's acts that change files: each asks what it must first and reports how it went. */
export function useFileOperations() {
  const { t } = useTranslation();
  const toast = useToast();
  const dialogs = useDialogs();
  const track = useTaskTracker((state) => state.track);
  const touch = useTaskTracker((state) => state.touch);
  const [asking, setAsking] = useState<{
    conflicts: readonly FileConflict[];
    resolve: (conf: RenameConf | null) => void;
  } | null>(null);

  const askConflicts = useCallback(
    (conflicts: readonly FileConflict[]) =>
      new Promise<RenameConf | null>((resolve) => setAsking({ conflicts, resolve })),
    [],
  );

  /** A task answers already ended when it was quick (the daemon waits 300 ms before answering). */
  const started = useCallback(
    (task: FileTask, text: string) => {
      track(task);
      if (task.state === 'failed') {
        toast.error(t('fileManage.tasks.failed', { name: task.errorList[0]?.message ?? task.current }));
      } else if (task.state === 'done') toast.success(t('fileManage.tasks.done'));
      else toast.info(text);
    },
    [t, toast, track],
  );

  /** Move or copy: conflicts are asked first, then the transfer runs as a task. */
  const transfer = useCallback(
    async (paths: readonly string[], dest: string, mode: 'move' | 'copy'): Promise<boolean> => {
      const found = await call(CALLS.fileConflicts, { paths: [...paths], dest });
      if (!found.success) return false;
      let renameConf: RenameConf | undefined;
      if (found.data.conflicts.length > 0) {
        const chosen = await askConflicts(found.data.conflicts);
        if (!chosen) return false;
        if (skipsEverything(chosen, found.data.conflicts, paths.length)) {
          toast.info(t('fileManage.transfer.nothing'));
          return false;
        }
        renameConf = chosen;
      }
      const result = await call(CALLS.fileTransfer, { paths: [...paths], dest, mode, renameConf });
      if (!result.success) return false;
      started(
        result.data,
        mode === 'move' ? t('fileManage.transfer.moving') : t('fileManage.transfer.copying'),
      );
      return true;
    },
    [askConflicts, started, t, toast],
  );

  /** To the recycle bin (or for ever on an external disk), after the person confirms. */
  const remove = useCallback(
    async (items: readonly FileItem[], permanent: boolean): Promise<boolean> => {
      if (items.length === 0) return false;
      const [first] = items;
      const confirmed = await dialogs.confirm({
        title:
          items.length === 1 && first
            ? t('fileManage.delete.titleOne', { name: first.name })
            : t('fileManage.delete.title', { count: items.length }),
        message: permanent ? t('fileManage.delete.permanent') : t('fileManage.delete.toRecycle'),
        okText: t('fileManage.delete.ok'),
        danger: true,
      });
      if (!confirmed) return false;
      const result = await call(CALLS.fileDelete, { paths: items.map((item) => item.path) });
      if (!result.success) return false;
      started(result.data, t('fileManage.delete.started'));
      return true;
    },
    [dialogs, started, t],
  );

  const mkdir = useCallback(
    async (dir: string, name: string): Promise<FileItem | null> => {
      const result = await call(CALLS.fileMkdir, { path: dir, name });
      if (!result.success) return null;
      touch();
      toast.success(t('fileManage.created'));
      return result.data;
    },
    [t, toast, touch],
  );

  const rename = useCallback(
    async (path: string, name: string): Promise<FileItem | null> => {
      const result = await call(CALLS.fileRename, { path, name });
      if (!result.success) return null;
      touch();
      toast.success(t('fileManage.renamed'));
      return result.data;
    },
    [t, toast, touch],
  );

  const dialog: ReactNode = asking ? (
    <ConflictDialog
      conflicts={asking.conflicts}
      onDone={(conf) => {
        asking.resolve(conf);
        setAsking(null);
      }}
    />
  ) : null;

  return { transfer, remove, mkdir, rename, dialog };
}
