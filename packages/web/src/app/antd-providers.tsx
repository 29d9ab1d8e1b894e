import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AntdScope } from './antd-scope';
import { queryClient } from './query-client';

/** What a lazily loaded part built on antd and queries needs around it (the entry has neither). */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdScope>{children}</AntdScope>
    </QueryClientProvider>
  );
}
