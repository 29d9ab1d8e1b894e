import { useCallback } from 'react';
import { Progress, Tooltip } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import type { FileTask } from '@coffer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { appByName } from '../../shell/app-catalogue/app-catalogue';
import { openAppWindow } from '../../shell/desktop/open-app';
import { useTaskTracker } from '../../shell/files/task-tracker';
import { useTaskFollow } from '../../shell/files/use-task-follow';
import { useToast } from '../../shell/format';

/** The tasks this page started: a small indicator with their progress that opens the task center. */
export function TasksIndicator() {
  const { t } = useTranslation();
  const toast = useToast();
  const tasks = Object.values(useTaskTracker((state) => state.tasks));
  const ended = useCallback(
    (task: FileTask) => {
      if (task.state === 'failed' || task.errorList.length > 0) {
        toast.error(t('fileManage.tasks.failed', { name: task.errorList[0]?.message ?? task.current }));
      }
    },
    [t, toast],
  );
  useTaskFollow(ended);

  if (tasks.length === 0) return null;
  const total = tasks.reduce((sum, task) => sum + task.totalBytes, 0);
  const done = tasks.reduce((sum, task) => sum + task.doneBytes, 0);
  const center = appByName('taskCenter');
  return (
    <Tooltip title={t('fileManage.tasks.open')}>
      <button
        type="button"
        className="fm-tasks"
        data-testid="fm-tasks"
        onClick={() => center && openAppWindow(center)}
      >
        <SyncOutlined spin />
        <span>{t('fileManage.tasks.running', { count: tasks.length })}</span>
        <Progress percent={total > 0 ? Math.floor((done / total) * 100) : 0} size="small" showInfo={false} />
      </button>
    </Tooltip>
  );
}
