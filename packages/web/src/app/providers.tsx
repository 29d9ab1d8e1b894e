import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
// The plain `antd/locale/...` path is silently dropped from production builds (STACK.md).
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { FailureReactionBridge } from './failure-reaction-bridge';

/** Calls never throw and report their own failures, so a failed query is not retried blindly. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

const THEME = {
  algorithm: antdTheme.defaultAlgorithm,
  token: {
    colorPrimary: '#1f6f5c',
    colorInfo: '#1f6f5c',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Helvetica Neue', Arial, sans-serif",
  },
};

function LocalisedAntd({ children }: { children: ReactNode }) {
  const { i18n: active } = useTranslation();
  return (
    // No space forced between two Chinese characters on buttons: "登录", not "登 录".
    <ConfigProvider
      locale={active.language === 'en' ? enUS : zhCN}
      theme={THEME}
      button={{ autoInsertSpace: false }}
    >
      <AntdApp>
        <FailureReactionBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalisedAntd>{children}</LocalisedAntd>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
