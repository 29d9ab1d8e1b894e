import { Navigate, Route, Routes } from 'react-router';
import { addAppTexts } from '../../i18n/app-texts';
import type { AppProps } from '../../shell/app-catalogue/app-definition';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
import { FileManageLayout } from './file-manage-layout';
import { fileManageText } from './file-manage-text';
import { FolderPage } from './folder-page';
import { SearchPage } from './search-page';
import { SettingPage } from './setting-page';
import { SharePage } from './share-page';
import { UsbFilesPage } from './usb-files-page';

addAppTexts('fileManage', fileManageText);

/** /fileManage (T1): myFiles (a folder by `?path=`), search (no upload), setting, usbFiles, share. */
export default function FileManageApp(_props: AppProps) {
  const base = useAppBase();
  const to = (child: string) => <Navigate to={`${base}/${child}`} replace />;
  return (
    <Routes>
      <Route element={<FileManageLayout />}>
        <Route index element={to('myFiles')} />
        <Route path="myFiles" element={<FolderPage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="setting" element={<SettingPage />} />
        <Route path="usbFiles" element={<UsbFilesPage />} />
        <Route path="share" element={<SharePage />} />
        <Route path="*" element={to('myFiles')} />
      </Route>
    </Routes>
  );
}
