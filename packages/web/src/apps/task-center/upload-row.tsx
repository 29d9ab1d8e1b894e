import { App, Button, Tooltip } from 'antd';
import {
  CaretRightOutlined,
  CloseOutlined,
  DeleteOutlined,
  FileOutlined,
  FolderOutlined,
  FolderOpenOutlined,
  PauseOutlined,
  RedoOutlined,
} from '@ant-design/icons';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { dialogs } from '../../shell/dialogs/dialogs';
import { formatSize } from '../../shell/format/format-size';
import { filesFromInput } from '../../transfers/dropped-files';
import {
  cancelUpload,
  pauseUpload,
  removeUpload,
  reselectFiles,
  resumeUpload,
  retryUpload,
} from '../../transfers/upload-manager';
import { UPLOAD_STATUS, type UploadStatus, type UploadTask } from '../../transfers/upload-types';
import { TaskErrors } from './task-errors';
import { TaskProgress } from './task-progress';

const STATUS_KEY: Record<UploadStatus, 'waiting' | 'running' | 'success' | 'fail' | 'pause' | 'scanning'> = {
  1: 'waiting',
  2: 'running',
  3: 'success',
  4: 'fail',
  5: 'pause',
  6: 'scanning',
};

function Action(props: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  testId: string;
  danger?: boolean;
}) {
  return (
    <Tooltip title={props.label}>
      <Button
        type="text"
        size="small"
        icon={props.icon}
        aria-label={props.label}
        danger={props.danger}
        onClick={props.onClick}
        data-testid={props.testId}
      />
    </Tooltip>
  );
}

/** One upload task: name, progress, speed, status and what can be done with it now. */
export function UploadRow({ task }: { task: UploadTask }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const status = task.status;
  const ended = status === UPLOAD_STATUS.success || status === UPLOAD_STATUS.fail;

  const cancel = async () => {
    const confirmed = await dialogs.confirm({
      title: t('taskCenter.cancelConfirmTitle'),
      message: t('taskCenter.cancelConfirmUpload'),
      danger: true,
    });
    if (confirmed) cancelUpload(task.id);
  };

  const onReselected = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const matched = reselectFiles(task.id, filesFromInput(files));
    if (matched === 0) void message.warning(t('taskCenter.reselectNone'));
    else void message.success(t('taskCenter.reselectDone', { count: matched }));
    if (input.current) input.current.value = '';
  };

  const folderInput = task.isFolder ? { webkitdirectory: '', directory: '' } : {};

  return (
    <li
      className="task-row"
      data-testid="upload-row"
      data-status={status}
      data-name={task.name}
      data-loaded={task.loaded}
    >
      <span className="task-row-icon">{task.isFolder ? <FolderOutlined /> : <FileOutlined />}</span>
      <div className="task-row-main">
        <div className="task-row-head">
          <span className="task-row-name" title={task.name}>
            {task.name}
          </span>
          <span className="task-row-where" title={task.basePath}>
            {t('taskCenter.into', { dir: task.basePath })}
          </span>
        </div>
        <TaskProgress done={task.loaded} total={task.total} failed={status === UPLOAD_STATUS.fail} />
        <div className="task-row-facts">
          <span
            className={`task-row-status task-row-status-${STATUS_KEY[status]}`}
            data-testid="upload-status"
          >
            {t(`taskCenter.status.${STATUS_KEY[status]}`)}
          </span>
          {status === UPLOAD_STATUS.running && (
            <span className="task-row-speed" data-testid="upload-speed">
              {formatSize(task.speed)}/s
            </span>
          )}
          <span>{t('taskCenter.counts', { success: task.successNum, total: task.totalNum })}</span>
        </div>
        {task.needsFiles && <div className="task-row-note">{t('taskCenter.needsFiles')}</div>}
        <TaskErrors
          errors={task.errorList.map((error) => ({ path: error.relativePath, message: error.message }))}
        />
      </div>
      <div className="task-row-actions">
        {task.needsFiles && (
          <>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              {...folderInput}
              onChange={(event) => onReselected(event.target.files)}
              data-testid="upload-reselect-input"
            />
            <Action
              label={t('taskCenter.actions.reselect')}
              icon={<FolderOpenOutlined />}
              onClick={() => input.current?.click()}
              testId="upload-reselect"
            />
          </>
        )}
        {(status === UPLOAD_STATUS.running || status === UPLOAD_STATUS.waiting) && (
          <Action
            label={t('taskCenter.actions.pause')}
            icon={<PauseOutlined />}
            onClick={() => pauseUpload(task.id)}
            testId="upload-pause"
          />
        )}
        {status === UPLOAD_STATUS.pause && !task.needsFiles && (
          <Action
            label={t('taskCenter.actions.resume')}
            icon={<CaretRightOutlined />}
            onClick={() => resumeUpload(task.id)}
            testId="upload-resume"
          />
        )}
        {status === UPLOAD_STATUS.fail && !task.needsFiles && (
          <Action
            label={t('taskCenter.actions.retry')}
            icon={<RedoOutlined />}
            onClick={() => retryUpload(task.id)}
            testId="upload-retry"
          />
        )}
        {!ended && status !== UPLOAD_STATUS.scanning && (
          <Action
            label={t('taskCenter.actions.cancel')}
            icon={<CloseOutlined />}
            onClick={() => void cancel()}
            testId="upload-cancel"
            danger
          />
        )}
        {ended && (
          <Action
            label={t('taskCenter.actions.remove')}
            icon={<DeleteOutlined />}
            onClick={() => removeUpload(task.id)}
            testId="upload-remove"
          />
        )}
      </div>
    </li>
  );
}
