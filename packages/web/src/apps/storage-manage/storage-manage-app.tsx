import { Navigate, Route, Routes } from 'react-router';
import type { AppProps } from '../../shell/app-catalogue/app-definition';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
import { BayStoragePage } from './bay-storage-page';
import { StorageManageLayout } from './storage-manage-layout';
import { UsagePage } from './usage-page';

/**
 * /storageManage (T1), read-only: pools and disks by bay kind, and space usage. The second child
 * set of SHELL-14 leads to the matching page of the first (docs/decisions.md).
 */
export default function StorageManageApp(_props: AppProps) {
  const base = useAppBase();
  const to = (child: string) => <Navigate to={`${base}/${child}`} replace />;
  return (
    <Routes>
      <Route element={<StorageManageLayout />}>
        <Route index element={to('sata')} />
        <Route path="sata" element={<BayStoragePage bay="sata" />} />
        <Route path="m2" element={<BayStoragePage bay="m2" />} />
        <Route path="esata" element={<BayStoragePage bay="esata" />} />
        <Route path="useAnalysis" element={<UsagePage />} />
        <Route path="storageOverview" element={to('sata')} />
        <Route path="storageInfo" element={to('sata')} />
        <Route path="diskPage" element={to('sata')} />
        <Route path="esataStorageInfo" element={to('esata')} />
        <Route path="*" element={to('sata')} />
      </Route>
    </Routes>
  );
}
