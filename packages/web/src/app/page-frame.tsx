import { lazy, Suspense, type ReactNode } from 'react';
import { ConnectionBanner } from './connection-banner';
import { useAntdLayersNeeded, type SignedInPageDrawn } from './use-antd-layers-needed';
import { VersionWatch } from './version-watch';

const AntdLayers = lazy(async () => ({ default: (await import('./antd-layers')).AntdLayers }));

/**
 * What every page sits in, with or without the router: the version watch, the connection banner
 * and, once they are needed, the antd layers. `page` gets the call that tells the frame a signed-in
 * page has drawn.
 */
export function PageFrame({ page }: { page: (pageDrawn: SignedInPageDrawn) => ReactNode }) {
  const antd = useAntdLayersNeeded();
  return (
    <>
      <VersionWatch />
      <ConnectionBanner />
      {page(antd.pageDrawn)}
      {antd.needed && (
        <Suspense fallback={null}>
          <AntdLayers />
        </Suspense>
      )}
    </>
  );
}
