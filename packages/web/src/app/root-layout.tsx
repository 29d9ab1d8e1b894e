import { Outlet } from 'react-router';
import { ConnectionBanner } from './connection-banner';
import { VersionWatch } from './version-watch';

export function RootLayout() {
  return (
    <>
      <VersionWatch />
      <ConnectionBanner />
      <Outlet />
    </>
  );
}
