import { Outlet } from 'react-router';
import { PageFrame } from './page-frame';

/** The router's root: each route's page in the frame every page shares. */
export function RootLayout() {
  return <PageFrame page={(pageDrawn) => <Outlet context={pageDrawn} />} />;
}
