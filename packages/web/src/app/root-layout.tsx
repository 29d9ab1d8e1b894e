import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ConnectionBanner } from './connection-banner';
import { useAntdLayersNeeded } from './use-antd-layers-needed';
import { VersionWatch } from './version-watch';

const AntdLayers = lazy(async () => ({ default: (await import('./antd-layers')).AntdLayers }));

export function RootLayout() {
  const antd = useAntdLayersNeeded();
  return (
    <>
      <VersionWatch />
      <ConnectionBanner />
      <Outlet context={antd.pageDrawn} />
      {antd.needed && (
        <Suspense fallback={null}>
          <AntdLayers />
        </Suspense>
      )}
    </>
  );
}
