import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
// The plain `antd/locale/...` path is silently dropped from production builds (STACK.md).
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { useTranslation } from '../i18n/use-translation';
import { useMediaQuery } from './media-query';
import { useResolvedTheme } from './theme-store';

const TOKEN = {
  colorPrimary: '#1f6f5c',
  colorInfo: '#1f6f5c',
  borderRadius: 8,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Helvetica Neue', Arial, sans-serif",
};
/** antd's own motion (dialogs zooming, menus sliding) is off where the person's system asks for less. */
const STILL_TOKEN = { ...TOKEN, motion: false };
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
/** The user's theme (settings, appearance): antd's light or dark algorithm over the same tokens. */
const THEMES = {
  light: {
    moving: { algorithm: antdTheme.defaultAlgorithm, token: TOKEN },
    still: { algorithm: antdTheme.defaultAlgorithm, token: STILL_TOKEN },
  },
  dark: {
    moving: { algorithm: antdTheme.darkAlgorithm, token: TOKEN },
    still: { algorithm: antdTheme.darkAlgorithm, token: STILL_TOKEN },
  },
};

/**
 * antd's theme, locale and App context around a part of the page that uses antd. The sign-in page
 * and the desktop's first paint are plain React, so antd is loaded only with a chunk that needs it
 * (docs/decisions.md "Web app loading"); each such chunk wraps its root in this.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n: active } = useTranslation();
  const theme = useResolvedTheme();
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  return (
    // No space forced between two Chinese characters on buttons: "登录", not "登 录".
    <ConfigProvider
      locale={active.language === 'en' ? enUS : zhCN}
      theme={THEMES[theme][reduceMotion ? 'still' : 'moving']}
      button={{ autoInsertSpace: false }}
    >
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
