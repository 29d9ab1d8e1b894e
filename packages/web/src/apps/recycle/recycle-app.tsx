import { Navigate, Route, Routes } from 'react-router';
import { addAppTexts } from '../../i18n/app-texts';
import type { AppProps } from '../../shell/app-catalogue/app-definition';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
import '../../shell/files/file-list.css';
import { RecyclePage } from './recycle-page';
import { recycleText } from './recycle-text';

addAppTexts('recycle', recycleText);

/** /recycle/myFile (T1, APP-08): the app's own path is the page; `?bin=` picks a bin. */
export default function RecycleApp(_props: AppProps) {
  const base = useAppBase();
  return (
    <Routes>
      <Route index element={<RecyclePage />} />
      <Route path="*" element={<Navigate to={base} replace />} />
    </Routes>
  );
}
