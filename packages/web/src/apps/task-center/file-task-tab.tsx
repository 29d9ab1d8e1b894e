import { Alert, Button, Empty, Spin, Tooltip } from 'antd';
import {
  CaretRightOutlined,
  ClearOutlined,
  CloseOutlined,
  DeleteOutlined,
  PauseOutlined,
  RedoOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import type { FileTask } from '@coffer/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { dialogs } from '../../shell/dialogs/dialogs';
import { TaskErrors } from './task-errors';
import { TaskProgress } from './task-progress';
import { useFileTaskControl, useFileTasks, type FileTaskAction } from './use-file-tasks';

const ENDED: ReadonlySet<FileTask['state']> = new Set(['done', 'failed', 'cancelled']);

/** The actions a task's state allows (what the daemon's task control accepts). */
export function actionsFor(task: FileTask): FileTaskAction[] {
  switch (task.state) {
    case 'queued':
    case 'running':
      return ['pause', 'cancel'];
    case 'paused':
      return ['resume', 'cancel'];
    case 'failed':
      return ['retry', 'remove'];
    default:
      return ['remove'];
  }
}

const ICONS: Record<FileTaskAction, ReactNode> = {
  pause: <PauseOutlined />,
  resume: <CaretRightOutlined />,
  cancel: <CloseOutlined />,
  retry: <RedoOutlined />,
  remove: <DeleteOutlined />,
};

function nameOf(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed.slice(trimmed.lastIndexOf('/') + 1) || trimmed;
}

/** The daemon's file operations (copy, move, delete, restore), with their controls. */
export function FileTaskTab() {
  const { t } = useTranslation();
  const tasks = useFileTasks();
  const control = useFileTaskControl();

  if (tasks.isPending) return <Spin className="task-center-loading" />;
  if (tasks.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={t('taskCenter.loadFailed')}
        description={tasks.error.message}
        action={<Button onClick={() => void tasks.refetch()}>{t('taskCenter.retryLoad')}</Button>}
      />
    );
  const list = tasks.data;
  if (list.length === 0)
    return (
      <Empty
        className="task-center-empty"
        description={
          <>
            <div>{t('taskCenter.emptyFileHandle')}</div>
            <div className="task-center-hint">{t('taskCenter.emptyFileHandleHint')}</div>
          </>
        }
        data-testid="file-task-empty"
      />
    );

  const act = async (task: FileTask, action: FileTaskAction) => {
    if (action === 'cancel') {
      const confirmed = await dialogs.confirm({
        title: t('taskCenter.cancelConfirmTitle'),
        message: t('taskCenter.cancelConfirmFile'),
        danger: true,
      });
      if (!confirmed) return;
    }
    await control(task.id, action);
  };
  const done = list.filter((task) => task.state === 'done');
  const clearFinished = async () => {
    for (const task of done) await control(task.id, 'remove');
  };

  return (
    <div className="task-center-list">
      <div className="task-center-toolbar">
        <Button icon={<ClearOutlined />} disabled={done.length === 0} onClick={() => void clearFinished()}>
          {t('taskCenter.actions.clearFinished')}
        </Button>
      </div>
      <ul className="task-rows" data-testid="file-task-rows">
        {list.map((task) => (
          <li key={task.id} className="task-row" data-testid="file-task-row" data-state={task.state}>
            <span className="task-row-icon">
              <SwapOutlined />
            </span>
            <div className="task-row-main">
              <div className="task-row-head">
                <span className="task-row-name" title={task.paths.join('\n')}>
                  {nameOf(task.paths[0] ?? '')}
                </span>
                <span className="task-row-where">
                  {t('taskCenter.fileTaskLine', {
                    kind: t(`taskCenter.kind.${task.kind}`),
                    count: task.paths.length,
                  })}
                  {task.dest ? ` ${t('taskCenter.fileTaskInto', { dest: task.dest })}` : ''}
                </span>
              </div>
              <TaskProgress done={task.doneBytes} total={task.totalBytes} failed={task.state === 'failed'} />
              <div className="task-row-facts">
                <span className={`task-row-status task-row-status-${task.state}`}>
                  {t(`taskCenter.fileState.${task.state}`)}
                </span>
                <span>{t('taskCenter.counts', { success: task.successNum, total: task.totalNum })}</span>
                {!ENDED.has(task.state) && task.current && (
                  <span className="task-row-current" title={task.current}>
                    {nameOf(task.current)}
                  </span>
                )}
              </div>
              <TaskErrors errors={task.errorList} />
            </div>
            <div className="task-row-actions">
              {actionsFor(task).map((action) => (
                <Tooltip key={action} title={t(`taskCenter.actions.${action}`)}>
                  <Button
                    type="text"
                    size="small"
                    icon={ICONS[action]}
                    aria-label={t(`taskCenter.actions.${action}`)}
                    danger={action === 'cancel'}
                    onClick={() => void act(task, action)}
                    data-testid={`file-task-${action}`}
                  />
                </Tooltip>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
