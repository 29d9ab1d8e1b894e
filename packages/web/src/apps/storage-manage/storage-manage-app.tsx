import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { addAppTexts } from '../../i18n/app-texts';
import type { AppProps } from '../../shell/app-catalogue/app-definition';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
import { OverviewPage } from './overview/overview-page';
import { StorageManageLayout } from './storage-manage-layout';
import { storageText } from './storage-text';

addAppTexts('storage', storageText);

// The overview is what opens first; every other page is fetched when it is first shown, so the
// window opens with the overview's code alone (bench:bundle's storage-manager row).
const BayStoragePage = lazy(() => import('./overview/bay-storage-page'));
const DiskPage = lazy(() => import('./disks/disk-page'));
const ExternalPage = lazy(() => import('./external/external-page'));
const UsageAnalysisPage = lazy(() => import('./usage/usage-analysis-page'));
const UsageConfigPage = lazy(() => import('./usage/usage-config-page'));
const UsageReportPage = lazy(() => import('./usage/usage-report-page'));

/**
 * /storageManage (T1): both child sets of SHELL-14 are pages (docs/decisions.md). The overview
 * opens first; `storageInfo` leads to it and `esataStorageInfo` to the eSATA page.
 */
export default function StorageManageApp(_props: AppProps) {
  const base = useAppBase();
  const to = (child: string) => <Navigate to={`${base}/${child}`} replace />;
  return (
    <Routes>
      <Route element={<StorageManageLayout />}>
        <Route index element={to('storageOverview')} />
        <Route path="storageOverview" element={<OverviewPage />} />
        <Route path="sata" element={<BayStoragePage bay="sata" />} />
        <Route path="m2" element={<BayStoragePage bay="m2" />} />
        <Route path="esata" element={<BayStoragePage bay="esata" />} />
        <Route path="diskPage" element={<DiskPage />} />
        <Route path="external" element={<ExternalPage />} />
        <Route path="useAnalysis" element={<UsageAnalysisPage />} />
        <Route path="useAnalysisConfig" element={<UsageConfigPage />} />
        <Route path="useAnalysisReport" element={<UsageReportPage />} />
        <Route path="storageInfo" element={to('storageOverview')} />
        <Route path="esataStorageInfo" element={to('esata')} />
        <Route path="*" element={to('storageOverview')} />
      </Route>
    </Routes>
  );
}
