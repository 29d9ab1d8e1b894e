import { Navigate, Route, Routes } from 'react-router';
import type { AppProps } from '../../shell/app-catalogue/app-definition';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
import { EntryPage } from './entry-page';
import { MigrationPage } from './migration-page';
import { OverlayNotePage } from './overlay-note-page';
import { registerSwitchDiskTexts } from './register-texts';
import { SelectDiskPage } from './select-disk-page';
import { MigrateFlagContext, useMigrateFlagPolling } from './use-migrate-flag';
import './switch-disk.css';

registerSwitchDiskTexts();

/**
 * /switchDisk (APP-18, MIG-04, WIN-14): moving a pool onto other disks, step by step — entry (the
 * pool), selectDisk (the new disks and their check), migration (progress, then the result) — and
 * the two pages spec 2's overlays open, dswitch and esataMove. Master only (ROLE-07).
 */
export default function SwitchDiskApp(_props: AppProps) {
  const base = useAppBase();
  const flag = useMigrateFlagPolling();
  const entry = <Navigate to={`${base}/entry`} replace />;
  return (
    <MigrateFlagContext.Provider value={flag}>
      <Routes>
        <Route index element={entry} />
        <Route path="entry" element={<EntryPage />} />
        <Route path="selectDisk" element={<SelectDiskPage />} />
        <Route path="migration" element={<MigrationPage />} />
        <Route path="dswitch" element={<OverlayNotePage note="dswitch" />} />
        <Route path="esataMove" element={<OverlayNotePage note="esataMove" />} />
        <Route path="*" element={entry} />
      </Routes>
    </MigrateFlagContext.Provider>
  );
}
