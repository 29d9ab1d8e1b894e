import { useEffect } from 'react';
import { create } from 'zustand';
import { useMediaQuery } from './media-query';

export type ThemeChoice = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

/** The signed-in user's theme choice; antd's scopes and the page's CSS follow it. */
export const useThemeStore = create<{ choice: ThemeChoice }>(() => ({ choice: 'system' }));

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** `system` is the browser's preference, followed as it changes. */
export function resolveTheme(choice: ThemeChoice, systemDark: boolean): ResolvedTheme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

export function useResolvedTheme(): ResolvedTheme {
  const choice = useThemeStore((state) => state.choice);
  const dark = useMediaQuery(DARK_QUERY);
  return resolveTheme(choice, dark);
}

/** Applies a choice to the page: the store, and `data-theme` on the root element for the CSS. */
export function useApplyTheme(choice: ThemeChoice): void {
  useEffect(() => {
    useThemeStore.setState({ choice });
  }, [choice]);
  const resolved = useResolvedTheme();
  useEffect(() => {
    document.documentElement.dataset.theme = resolved;
    return () => {
      delete document.documentElement.dataset.theme;
    };
  }, [resolved]);
}
