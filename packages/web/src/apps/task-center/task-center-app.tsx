import { Navigate, Route, Routes } from 'react-router';
import type { AppProps } from '../../shell/app-catalogue/app-definition';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
import { addAppTexts } from '../../i18n/app-texts';
import { DownloadsTab } from './downloads-tab';
import { FileTaskTab } from './file-task-tab';
import { taskCenterText } from './task-center-text';
import { TaskCenterLayout } from './task-center-layout';
import { UploadTab } from './upload-tab';
import './task-center.css';

addAppTexts('taskCenter', taskCenterText);

/**
 * /taskCenter (APP-35, UPL-08): uploads of this page, the daemon's file operations, and where
 * downloads are. T1's other children belong to features this device does not have (the desktop
 * client's own transfers, flash transfer, cloud and FTP backup); they open the uploads
 * (docs/decisions.md "Transfers on the page").
 */
export default function TaskCenterApp(_props: AppProps) {
  const base = useAppBase();
  const uploads = <Navigate to={`${base}/upload`} replace />;
  return (
    <Routes>
      <Route element={<TaskCenterLayout />}>
        <Route index element={uploads} />
        <Route path="upload" element={<UploadTab />} />
        <Route path="fileHandle" element={<FileTaskTab />} />
        <Route path="nativeSave" element={<DownloadsTab />} />
        <Route path="*" element={uploads} />
      </Route>
    </Routes>
  );
}
