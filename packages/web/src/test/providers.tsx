import type { ReactNode } from 'react';
import { AntdProviders } from '../app/antd-providers';

export { queryClient } from '../app/query-client';

/**
 * Every provider a part of the page may sit in, for rendering one component alone. In the app the
 * entry gives only i18n (app/main.tsx) and each lazily loaded part brings the rest itself.
 */
export function Providers({ children }: { children: ReactNode }) {
  return <AntdProviders>{children}</AntdProviders>;
}
