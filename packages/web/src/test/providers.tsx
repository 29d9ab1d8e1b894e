import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AntdProviders } from '../app/antd-providers';
import { i18n } from '../i18n/i18n';

export { queryClient } from '../app/query-client';

/**
 * Every provider a part of the page may sit in, for rendering one component alone. In the app the
 * entry gives only i18n (app/main.tsx) and each lazily loaded part brings the rest itself.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AntdProviders>{children}</AntdProviders>
    </I18nextProvider>
  );
}
