import { Button, Empty } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n/use-translation';
import { clearFinishedUploads } from '../../transfers/upload-manager';
import { useUploadTasks } from '../../transfers/upload-store';
import { UPLOAD_STATUS } from '../../transfers/upload-types';
import { UploadDropZone } from './upload-drop-zone';
import { UploadRow } from './upload-row';

/** The uploads of this browser (UPL-01..05), newest first. */
export function UploadTab() {
  const { t } = useTranslation();
  const tasks = useUploadTasks();
  const anyDone = tasks.some((task) => task.status === UPLOAD_STATUS.success);
  if (tasks.length === 0)
    return (
      <UploadDropZone>
        <Empty
          className="task-center-empty"
          description={
            <>
              <div>{t('taskCenter.emptyUpload')}</div>
              <div className="task-center-hint">{t('taskCenter.emptyUploadHint')}</div>
            </>
          }
          data-testid="upload-empty"
        />
      </UploadDropZone>
    );
  return (
    <UploadDropZone
      actions={
        <Button
          icon={<ClearOutlined />}
          onClick={clearFinishedUploads}
          disabled={!anyDone}
          data-testid="upload-clear-finished"
        >
          {t('taskCenter.actions.clearFinished')}
        </Button>
      }
    >
      <ul className="task-rows" data-testid="upload-rows">
        {[...tasks].reverse().map((task) => (
          <UploadRow key={task.id} task={task} />
        ))}
      </ul>
    </UploadDropZone>
  );
}
